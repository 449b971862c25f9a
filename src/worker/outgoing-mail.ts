// A mail ready to leave: its rendered text and who it goes to. What the processor hands the
// transport, and what mime-message.ts builds the message from.
import type { MailKind } from "../shared/mail.js";
import type { MailCalendar } from "./mail-calendar.js";
import type { RenderedMail } from "./render-mail.js";

/** `calendar`: an interview mail's iCalendar data (mail-calendar.ts), sent as a part and an attachment. */
export type OutgoingMail = RenderedMail & { mailId: string; kind: MailKind; to: string; calendar?: MailCalendar };
