// How many mails accepted in the last 24 h are stuck (still queued past the sweep threshold) or
// failed, from Postgres: Redis may have lost exactly the jobs this is meant to reveal. One range
// scan of the created_at index over that day; no index on status, so sent marks stay HOT updates.
import type { Db } from "../../../infra/db/client.js";
import { sqlPool } from "../../../infra/db/client.js";
import { MAIL_GIVE_UP_AFTER_MS } from "../../../shared/mail-queue.js";

export type MailBacklog = { stuck: number; failed: number };

const COUNT_BACKLOG = `
  SELECT count(*) FILTER (WHERE status = 'queued' AND created_at < LOCALTIMESTAMP - $1::int * interval '1 millisecond')::int AS stuck,
         count(*) FILTER (WHERE status = 'failed')::int AS failed
  FROM mail_log
  WHERE created_at >= LOCALTIMESTAMP - $2::int * interval '1 millisecond'`;

export async function countMailBacklog(db: Db, stuckAfterMs: number): Promise<MailBacklog> {
  const { rows } = await sqlPool(db).query<MailBacklog>({
    name: "mail_log_backlog",
    text: COUNT_BACKLOG,
    values: [stuckAfterMs, MAIL_GIVE_UP_AFTER_MS],
  });
  return rows[0] ?? { stuck: 0, failed: 0 };
}
