// Puts one e-mail on the queue: a mail-log row first, then a queue job whose id derives from the
// row, so the worker can mark the row sent or failed. Redis down → a clear 503, no row left behind.
import type { Queue } from "bullmq";
import { MAIL_SERVICE_UNAVAILABLE, mailPayloadSchemas, type MailKind, type MailPayload } from "../../shared/mail.js";
import type { Db } from "../db/client.js";
import { AppError } from "../errors.js";

export type MailDeps = { db: Db; mailQueue: Queue };

export type MailRequest<K extends MailKind> = {
  kind: K;
  to: string;
  data: MailPayload<K>;
  /** Same key → same mail: a retried request does not send twice. */
  idempotencyKey?: string;
};

export function mailJobId(mailId: string): string {
  return `mail-${mailId}`;
}

export async function enqueueMail<K extends MailKind>(deps: MailDeps, mail: MailRequest<K>): Promise<{ mailId: string }> {
  const data = mailPayloadSchemas[mail.kind].parse(mail.data);
  if (mail.idempotencyKey) {
    const existing = await deps.db.mailLog.findUnique({ where: { idempotencyKey: mail.idempotencyKey }, select: { id: true } });
    if (existing) return { mailId: existing.id };
  }
  const row = await deps.db.mailLog.create({
    data: { kind: mail.kind, recipient: mail.to, idempotencyKey: mail.idempotencyKey ?? null },
    select: { id: true },
  });
  try {
    await deps.mailQueue.add(mail.kind, { mailId: row.id, kind: mail.kind, to: mail.to, data }, { jobId: mailJobId(row.id) });
  } catch (error) {
    await deps.db.mailLog.delete({ where: { id: row.id } });
    throw new AppError("SERVICE_UNAVAILABLE", MAIL_SERVICE_UNAVAILABLE, { cause: error });
  }
  return { mailId: row.id };
}
