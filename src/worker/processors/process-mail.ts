// Processes one mail job: skips it when its mail-log row is already sent (a redelivery), failed
// for good (e.g. the sweeper gave up on an expired code) or gone (its request failed), otherwise opens the sealed payload, renders, sends and marks the row.
// Permanent failures stop BullMQ's retries with an UnrecoverableError.
import { UnrecoverableError, type Processor } from "bullmq";
import { z } from "zod";
import { openMailPayload, type MailKey } from "../../infra/mail/payload-crypto.js";
import { MAIL_KINDS, mailPayloadSchemas, type MailKind, type MailPayload } from "../../shared/mail.js";
import { mailJobDataSchema, type MailJobData } from "../../shared/mail-queue.js";
import { mailCalendar } from "../mail-calendar.js";
import { isPermanentMailError } from "../mail-errors.js";
import type { MailLog } from "../mail-log.js";
import { renderMail } from "../render-mail.js";
import type { OutgoingMail } from "../outgoing-mail.js";
import type { MailTransport } from "../transport.js";

export type MailJobResult = "sent" | "skipped";
export type MailProcessorDeps = { mailLog: MailLog; transport: MailTransport; key: MailKey };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Built once per kind: building zod schemas per job showed up in the worker's CPU profile.
const sealedSchemas = Object.fromEntries(
  MAIL_KINDS.map((kind) => [kind, z.object({ to: z.string(), data: mailPayloadSchemas[kind] as z.ZodType })]),
) as unknown as Record<MailKind, z.ZodType<{ to: string; data: unknown }>>;

function openMail(key: MailKey, { mailId, kind, sealed }: MailJobData) {
  const { to, data } = sealedSchemas[kind].parse(openMailPayload(key, mailId, sealed));
  return { to, data: data as MailPayload<MailKind> };
}

export function createMailProcessor(deps: MailProcessorDeps): Processor<MailJobData, MailJobResult> {
  return async (job) => {
    const parsed = mailJobDataSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Malformed mail job: ${parsed.error.message}`);
    const { mailId, kind } = parsed.data;

    const status = await deps.mailLog.statusOf(mailId);
    if (status !== "queued") return "skipped";

    let mail: OutgoingMail;
    try {
      const { to, data } = openMail(deps.key, parsed.data);
      const calendar = mailCalendar(kind, data);
      mail = { ...(await renderMail(kind, data)), mailId, kind, to, ...(calendar ? { calendar } : {}) };
    } catch (error) {
      // Another key, an altered payload or a template bug: no retry can fix that.
      const message = `Cannot prepare the mail: ${errorMessage(error)}`;
      await deps.mailLog.recordFailure(mailId, message, true);
      throw new UnrecoverableError(message);
    }

    try {
      await deps.transport.send(mail);
    } catch (error) {
      const permanent = isPermanentMailError(error);
      const final = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await deps.mailLog.recordFailure(mailId, errorMessage(error), final);
      throw permanent ? new UnrecoverableError(errorMessage(error)) : error;
    }
    await deps.mailLog.markSent(mailId);
    return "sent";
  };
}
