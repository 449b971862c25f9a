// The worker's reads and writes of mail_log rows. Lookups and "sent" marks are batched (one
// statement for all mails in flight) and run as named statements on the pg pool; failures are
// rare and written one by one through Prisma. A row's sealed payload is dropped once it is sent; a
// mail that failed for good keeps it, so HR can retry it (services/hr-mails/retry-mail.ts), until
// the recipient's personal data is erased (infra/privacy/erase-rows.ts, me/delete-account.ts).
import { createBatcher } from "../infra/batcher.js";
import { sqlPool, type Db } from "../infra/db/client.js";

export type MailLogStatus = "queued" | "sent" | "failed" | "missing";

export type MailLog = {
  statusOf: (mailId: string) => Promise<MailLogStatus>;
  markSent: (mailId: string) => Promise<void>;
  recordFailure: (mailId: string, error: string, final: boolean) => Promise<void>;
};

const MAX_ERROR_LENGTH = 1000;

/**
 * When mails trickle in (one a millisecond at 1,000 requests/s), each would otherwise get its own
 * statement, and Postgres time is what the web requests enqueueing mails wait on. A mail leaves
 * a few milliseconds later; nobody notices.
 */
const BATCH = { lingerMs: 4 } as const;

export function createMailLog(db: Db): MailLog {
  const pool = sqlPool(db);

  const statusOf = createBatcher<string, MailLogStatus>(async (ids) => {
    const { rows } = await pool.query<{ id: string; status: MailLogStatus }>({
      name: "mail_log_status",
      text: "SELECT id::text AS id, status::text AS status FROM mail_log WHERE id = ANY($1::uuid[])",
      values: [ids],
    });
    const byId = new Map(rows.map((row) => [row.id, row.status]));
    return ids.map((id) => byId.get(id) ?? "missing");
  }, BATCH);

  const markSent = createBatcher<string, void>(async (ids) => {
    await pool.query({
      name: "mail_log_mark_sent",
      text: `UPDATE mail_log SET status = 'sent', attempts = attempts + 1, sent_at = now(), updated_at = now(), sealed_payload = NULL
             WHERE id = ANY($1::uuid[])`,
      values: [ids],
    });
    return ids.map(() => undefined);
  }, BATCH);

  async function recordFailure(mailId: string, error: string, final: boolean): Promise<void> {
    await db.$executeRaw`
      UPDATE mail_log
      SET attempts = attempts + 1, last_error = ${error.slice(0, MAX_ERROR_LENGTH)}, updated_at = now(),
          status = CASE WHEN ${final} THEN 'failed'::"MailStatus" ELSE status END
      WHERE id = ${mailId}::uuid`;
  }

  return { statusOf, markSent, recordFailure };
}
