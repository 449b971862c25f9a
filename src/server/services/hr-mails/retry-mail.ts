// HR queues a mail that failed for good once more, from the sealed payload its row kept: only a
// failed row with a payload (an erased recipient has none; an expired code is never resent).
// The outbox's claim (a guarded UPDATE … WHERE status = 'failed') lets one of two clicks through,
// the other is refused; the audit row is written in that transaction. After the commit the outbox
// puts the job back under the row's own job id, so the worker and the sweeper know it as they know
// any mail. Redis down → 503, and the row is failed again.
import type { Queue } from "bullmq";
import { z } from "zod";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { assertQueueReachable, requeueClaimedMail } from "../../../infra/mail/outbox.js";
import { claimFailedMail } from "../../../infra/mail/outbox-rows.js";
import { CODE_MAIL_KINDS, MAIL_MESSAGES, MAIL_STATUSES, type HrMail } from "../../../shared/hr/mails.js";
import { MAIL_KINDS } from "../../../shared/mail.js";
import { currentRequestId } from "../../observability/request-context.js";
import { HR_MAIL_FROM, HR_MAIL_ROW, toHrMail } from "./hr-mail-row.js";

export type RetryMailDeps = { db: Db; mailQueue: Queue };

const RETRY_STATE_ROW = z.object({ status: z.enum(MAIL_STATUSES), kind: z.enum(MAIL_KINDS), has_payload: z.boolean() });

async function readMail(db: Db, mailId: string): Promise<HrMail | undefined> {
  const row = await selectRow(db, sql`${HR_MAIL_FROM} WHERE m.id = ${mailId}::uuid`, HR_MAIL_ROW);
  return row && toHrMail(row);
}

function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

/** Why this row may not be retried, checked before anything changes. */
async function refusal(db: Db, mailId: string): Promise<AppError | undefined> {
  const row = await selectRow(
    db,
    sql`SELECT status::text AS status, kind::text AS kind, (sealed_payload IS NOT NULL) AS has_payload
        FROM mail_log WHERE id = ${mailId}::uuid`,
    RETRY_STATE_ROW,
  );
  if (!row) return new AppError("NOT_FOUND", MAIL_MESSAGES.mailNotFound);
  if (row.status !== "failed") return conflict(MAIL_MESSAGES.onlyFailed);
  if (CODE_MAIL_KINDS.includes(row.kind)) return conflict(MAIL_MESSAGES.codeExpired);
  if (!row.has_payload) return conflict(MAIL_MESSAGES.erased);
  return undefined;
}

export async function retryMail(deps: RetryMailDeps, input: { mailId: string; actorId: number }): Promise<HrMail> {
  const { db, mailQueue } = deps;
  const refused = await refusal(db, input.mailId);
  if (refused) throw refused;
  await assertQueueReachable(mailQueue);

  const claimed = await db.$transaction(async (tx) => {
    const mail = await claimFailedMail(tx, input.mailId);
    // Another click (or HR user) retried it first, or an erasure came in between.
    if (!mail) return undefined;
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "mail_retried",
      targetType: "mail",
      targetId: input.mailId,
      applicationId: mail.applicationId,
      before: { status: "failed", kind: mail.kind },
      after: { status: "queued", kind: mail.kind },
    });
    return mail;
  });
  if (!claimed) throw (await refusal(db, input.mailId)) ?? conflict(MAIL_MESSAGES.onlyFailed);

  await requeueClaimedMail(deps, claimed, currentRequestId());
  const mail = await readMail(db, input.mailId);
  if (!mail) throw new AppError("NOT_FOUND", MAIL_MESSAGES.mailNotFound);
  return mail;
}
