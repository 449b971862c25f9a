// Puts one e-mail on the queue through the mail outbox (src/infra/mail/outbox.ts): checks the
// recipient and the data, fails fast when the queue's Redis is down, and hands the mail over with
// the HTTP request it was queued in (request-context.ts), for the worker's logs. The outbox writes
// the mail-log row and adds the job (group commit); Redis down → a clear 503 within a second, no row
// left behind.
import type { Queue } from "bullmq";
import type { z } from "zod";
import { emailSchema } from "../../shared/email.js";
import { mailPayloadSchemas, type MailData, type MailKind } from "../../shared/mail.js";
import type { Db } from "../../infra/db/client.js";
import type { Env } from "../../infra/env.js";
import { AppError } from "../../infra/errors.js";
import { assertQueueReachable, postMail } from "../../infra/mail/outbox.js";
import type { WebMetrics } from "../observability/metrics.js";
import { currentRequestId } from "../observability/request-context.js";

/** Callers hand over their whole deps; without `metrics` nothing is counted. */
export type MailDeps = {
  db: Db;
  mailQueue: Queue;
  env: Pick<Env, "JWT_SECRET" | "MAIL_SECRET_KEY">;
  metrics?: Pick<WebMetrics, "mailsQueued">;
};

export type MailRequest<K extends MailKind> = {
  kind: K;
  to: string;
  data: MailData<K>;
  /** Same key → same mail: a retried request does not send twice. */
  idempotencyKey?: string;
  /** The application the mail is about, so the candidate's own view lists it. */
  applicationId?: number;
  /** What HR wrote into the mail, kept in clear so the candidate can read it again (never a code). */
  hrText?: { message?: string; link?: string };
};

function parseMail<K extends MailKind>(mail: MailRequest<K>) {
  const to = emailSchema.safeParse(mail.to);
  if (!to.success) throw new AppError("BAD_REQUEST", to.error.issues[0]?.message ?? "Please enter a valid email address.");
  const data = (mailPayloadSchemas[mail.kind] as z.ZodType).safeParse(mail.data);
  if (!data.success) {
    const issue = data.error.issues[0];
    throw new AppError("BAD_REQUEST", `Invalid ${mail.kind} mail: ${issue?.path.join(".") || "data"}: ${issue?.message ?? "invalid"}`);
  }
  return { to: to.data, data: data.data };
}

export async function enqueueMail<K extends MailKind>(deps: MailDeps, mail: MailRequest<K>): Promise<{ mailId: string }> {
  const { to, data } = parseMail(mail);
  await assertQueueReachable(deps.mailQueue);
  const { mailId, duplicate } = await postMail(deps, {
    kind: mail.kind,
    to,
    data,
    idempotencyKey: mail.idempotencyKey ?? null,
    applicationId: mail.applicationId ?? null,
    hrMessage: mail.hrText?.message ?? null,
    hrLink: mail.hrText?.link ?? null,
    requestId: currentRequestId(),
  });
  if (!duplicate) deps.metrics?.mailsQueued.inc({ kind: mail.kind });
  return { mailId };
}
