// The calendar an interview mail carries: the iCalendar text sealed in its payload (written by the
// web server from the interview as it stood when the mail was queued), and its METHOD by kind. Kept
// in the payload rather than rebuilt here from the interview's id, so a mail re-queued by the
// sweeper or retried by HR sends what it said the first time (and a later cancel cannot turn an
// old invite into something else); the worker needs no interview tables.
import type { MailKind, MailPayload } from "../shared/mail.js";

export type MailCalendar = { method: "REQUEST" | "CANCEL"; ics: string; filename: string };

const CALENDAR_METHODS: Partial<Record<MailKind, MailCalendar["method"]>> = {
  interview_invite: "REQUEST",
  interview_canceled: "CANCEL",
};

export function mailCalendar(kind: MailKind, data: MailPayload<MailKind>): MailCalendar | undefined {
  const method = CALENDAR_METHODS[kind];
  const ics = (data as { ics?: unknown }).ics;
  if (!method || typeof ics !== "string") return undefined;
  return { method, ics, filename: method === "CANCEL" ? "cancel.ics" : "invite.ics" };
}
