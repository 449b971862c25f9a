// A reminder job of the interview-reminders queue, fired 24 h or 1 h before its interview: when the
// interview is still scheduled at the sequence the job was made for (a reschedule raises it and adds
// new jobs; a cancel removes them) and still ahead, the reminder mails go through the outbox like
// any mail (a mail_log row and a mail job each, idempotency-keyed per interview version and lead, so
// a retried job sends each once). Otherwise nothing is sent.
import { UnrecoverableError } from "bullmq";
import { z } from "zod";
import { interviewReminderMails } from "../../infra/interviews/interview-mails.js";
import { readInterviewSnapshot } from "../../infra/interviews/interview-snapshot.js";
import type { InterviewReminderJob } from "../../infra/interviews/reminder-queue.js";
import { postMail, type OutboxDeps } from "../../infra/mail/outbox.js";
import type { Env } from "../../infra/env.js";
import { emailSchema } from "../../shared/email.js";
import { REMINDER_LEADS } from "../../shared/interview-terms.js";
import { mailPayloadSchemas } from "../../shared/mail.js";

export type InterviewReminderDeps = OutboxDeps & { env: OutboxDeps["env"] & Pick<Env, "PUBLIC_ORIGIN" | "MAIL_FROM"> };

export type InterviewReminderResult = { sent: number } | { skipped: "gone" | "canceled" | "changed" | "started" | "malformed" };

const jobSchema = z.object({
  interviewId: z.number().int().positive(),
  sequence: z.number().int().min(0),
  lead: z.enum(Object.keys(REMINDER_LEADS) as ["24h", "1h"]),
});

export async function processInterviewReminder(
  deps: InterviewReminderDeps,
  data: InterviewReminderJob,
  now: Date = new Date(),
): Promise<InterviewReminderResult> {
  const parsed = jobSchema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`Malformed interview reminder job: ${parsed.error.message}`);
  const { interviewId, sequence, lead } = parsed.data;
  const interview = await readInterviewSnapshot(deps.db, interviewId);
  if (!interview) return { skipped: "gone" };
  if (interview.status !== "scheduled") return { skipped: "canceled" };
  if (interview.sequence !== sequence) return { skipped: "changed" };
  if (interview.startsAt.getTime() <= now.getTime()) return { skipped: "started" };
  const mails = interviewReminderMails(interview, lead, { publicOrigin: deps.env.PUBLIC_ORIGIN, mailFrom: deps.env.MAIL_FROM });
  for (const mail of mails) {
    await postMail(deps, {
      kind: mail.kind,
      to: emailSchema.parse(mail.to),
      data: mailPayloadSchemas.interview_reminder.parse(mail.data),
      idempotencyKey: mail.idempotencyKey,
      applicationId: mail.applicationId ?? null,
      hrMessage: null,
      hrLink: null,
      requestId: undefined,
    });
  }
  return { sent: mails.length };
}
