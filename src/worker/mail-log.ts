// The worker's reads and writes of mail_log rows. Lookups and "sent" marks are batched (one
// statement for all mails in flight) and run as named statements through the SQL layer; failures
// are rare and written one by one through Prisma. A row's sealed payload is dropped once it is sent;
// a mail that failed for good keeps it, so HR can retry it (services/hr-mails/retry-mail.ts), until
// the recipient's personal data is erased (infra/privacy/erase-rows.ts, me/delete-account.ts).
import { z } from "zod";
import { createBatcher } from "../infra/batcher.js";
import type { Db } from "../infra/db/client.js";
import { execute, selectRows, sql } from "../infra/db/sql.js";
import { MAIL_STATUSES } from "../shared/hr/mails.js";

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

const STATUS_ROW = z.object({ id: z.string(), status: z.enum(MAIL_STATUSES) });

export function createMailLog(db: Db): MailLog {
  const statusOf = createBatcher<string, MailLogStatus>(async (ids) => {
    const rows = await selectRows(
      db,
      sql`SELECT id::text AS id, status::text AS status FROM mail_log WHERE id = ANY(${ids}::uuid[])`,
      STATUS_ROW,
      {
        name: "mail_log_status",
      },
    );
    const byId = new Map(rows.map((row) => [row.id, row.status]));
    return ids.map((id) => byId.get(id) ?? "missing");
  }, BATCH);

  const markSent = createBatcher<string, void>(async (ids) => {
    const now = new Date();
    await execute(
      db,
      sql`UPDATE mail_log SET status = 'sent', attempts = attempts + 1, sent_at = ${now}::timestamptz, updated_at = ${now}::timestamptz,
            sealed_payload = NULL
          WHERE id = ANY(${ids}::uuid[])`,
      { name: "mail_log_mark_sent" },
    );
    return ids.map(() => undefined);
  }, BATCH);

  async function recordFailure(mailId: string, error: string, final: boolean): Promise<void> {
    await db.mailLog.updateMany({
      where: { id: mailId },
      data: { attempts: { increment: 1 }, lastError: error.slice(0, MAX_ERROR_LENGTH), ...(final ? { status: "failed" } : {}) },
    });
  }

  return { statusOf, markSent, recordFailure };
}
