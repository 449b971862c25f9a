// How many mails accepted in the last 24 h are stuck (still queued past the sweep threshold) or
// failed, from Postgres: Redis may have lost exactly the jobs this is meant to reveal. One range
// scan of the created_at index over that day; no index on status, so sent marks stay HOT updates.
// Ages are taken from the app's clock, as the rows' times are (src/infra/mail/outbox-rows.ts).
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { MAIL_GIVE_UP_AFTER_MS } from "../../../shared/mail-queue.js";

export type MailBacklog = { stuck: number; failed: number };

const BACKLOG_ROW = z.object({ stuck: z.number().int(), failed: z.number().int() });

export async function countMailBacklog(db: Db, stuckAfterMs: number, now = Date.now()): Promise<MailBacklog> {
  const row = await selectRow(
    db,
    sql`
      SELECT count(*) FILTER (WHERE status = 'queued' AND created_at < ${new Date(now - stuckAfterMs)}::timestamptz)::int AS stuck,
             count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM mail_log
      WHERE created_at >= ${new Date(now - MAIL_GIVE_UP_AFTER_MS)}::timestamptz`,
    BACKLOG_ROW,
    { name: "mail_log_backlog" },
  );
  return row ?? { stuck: 0, failed: 0 };
}
