// HR queues a mail that failed for good once more, from the sealed payload its row kept: only a
// failed row with a payload (an erased recipient has none; an expired code is never resent).
// The guarded UPDATE (… WHERE status = 'failed') lets one of two clicks through, the other is
// refused; the audit row is written in that transaction. After the commit the old failed job is
// removed from Redis and the job added again under the row's own job id, so the worker and the
// sweeper know it as they know any mail. Redis down → 503, and the row is failed again.
import type { Queue } from "bullmq";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { Db } from "../../../infra/db/client.js";
import { AppError } from "../../../infra/errors.js";
import { mailJobId } from "../../../infra/mail/mail-queue.js";
import { withTimeout } from "../../../infra/with-timeout.js";
import { CODE_MAIL_KINDS, MAIL_MESSAGES, type HrMail } from "../../../shared/hr/mails.js";
import { MAIL_SERVICE_UNAVAILABLE, type MailKind } from "../../../shared/mail.js";
import type { MailJobData } from "../../../shared/mail-queue.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";
import { assertQueueReachable, REDIS_BUDGET_MS } from "../../mail/enqueue-mail.js";
import { currentRequestId } from "../../observability/request-context.js";
import { HR_MAIL_FROM, toHrMail, type HrMailRow } from "./hr-mail-row.js";

export type RetryMailDeps = { db: Db; mailQueue: Queue };

type Claimed = { kind: MailKind; sealed_payload: string; application_id: number | null };

async function readMail(db: Db, mailId: string): Promise<HrMail | undefined> {
  const [row] = await queryRows<HrMailRow>(db, Prisma.sql`${HR_MAIL_FROM} WHERE m.id = ${mailId}::uuid`);
  return row && toHrMail(row);
}

function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

/** Why this row may not be retried, checked before anything changes. */
async function refusal(db: Db, mailId: string): Promise<AppError | undefined> {
  const [row] = await queryRows<{ status: string; kind: MailKind; has_payload: boolean }>(
    db,
    Prisma.sql`SELECT status::text AS status, kind::text AS kind, (sealed_payload IS NOT NULL) AS has_payload
               FROM mail_log WHERE id = ${mailId}::uuid`,
  );
  if (!row) return new AppError("NOT_FOUND", MAIL_MESSAGES.mailNotFound);
  if (row.status !== "failed") return conflict(MAIL_MESSAGES.onlyFailed);
  if (CODE_MAIL_KINDS.includes(row.kind)) return conflict(MAIL_MESSAGES.codeExpired);
  if (!row.has_payload) return conflict(MAIL_MESSAGES.erased);
  return undefined;
}

async function requeue(queue: Queue, mailId: string, claimed: Claimed): Promise<void> {
  const jobId = mailJobId(mailId);
  // BullMQ ignores an add whose job id exists, and the failed job stays for days (removeOnFail).
  // Only the worker's lock keeps it (for the moment between marking the row and failing the job).
  if ((await queue.remove(jobId)) === 0 && (await queue.getJob(jobId))) throw new Error(`job ${jobId} is still locked`);
  const data: MailJobData = { mailId, kind: claimed.kind, sealed: claimed.sealed_payload, requestId: currentRequestId() };
  await queue.add(claimed.kind, data, { jobId });
}

export async function retryMail(deps: RetryMailDeps, input: { mailId: string; actorId: number }): Promise<HrMail> {
  const { db, mailQueue } = deps;
  const refused = await refusal(db, input.mailId);
  if (refused) throw refused;
  await assertQueueReachable(mailQueue);

  const claimed = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Claimed[]>`
      UPDATE mail_log SET status = 'queued', updated_at = now()
      WHERE id = ${input.mailId}::uuid AND status = 'failed' AND sealed_payload IS NOT NULL
      RETURNING kind::text AS kind, sealed_payload, application_id`;
    // Another click (or HR user) retried it first, or an erasure came in between.
    if (!row) return undefined;
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "mail_retried",
      targetType: "mail",
      targetId: input.mailId,
      applicationId: row.application_id,
      before: { status: "failed", kind: row.kind },
      after: { status: "queued", kind: row.kind },
    });
    return row;
  });
  if (!claimed) throw (await refusal(db, input.mailId)) ?? conflict(MAIL_MESSAGES.onlyFailed);

  try {
    await withTimeout(requeue(mailQueue, input.mailId, claimed), REDIS_BUDGET_MS);
  } catch (error) {
    // No job was added (or it will find the row failed and skip): the mail stays as it was.
    await db.$executeRaw`UPDATE mail_log SET status = 'failed', updated_at = now() WHERE id = ${input.mailId}::uuid AND status = 'queued'`;
    throw new AppError("SERVICE_UNAVAILABLE", MAIL_SERVICE_UNAVAILABLE, { cause: error });
  }
  const mail = await readMail(db, input.mailId);
  if (!mail) throw new AppError("NOT_FOUND", MAIL_MESSAGES.mailNotFound);
  return mail;
}
