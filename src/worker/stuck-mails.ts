// The sweeper's reads and writes of mail_log: rows still queued a while after they were accepted,
// walked in (created_at, id) order through the created_at index, and the rows it gives up on.
// Ages are taken on the database's clock, which wrote every created_at. A row given up on keeps its
// sealed payload (HR may retry it), except an expired code's, which no retry may send.
import { sqlPool, type Db } from "../infra/db/client.js";
import type { MailKind } from "../shared/mail.js";

/** `idleMs`: since the row last changed (a failed attempt, or HR's retry setting it queued again). */
export type StuckMail = { id: string; kind: MailKind; sealedPayload: string | null; createdAt: Date; ageMs: number; idleMs: number };
export type StuckMailCursor = { createdAt: Date; id: string };

const FIRST_ID = "00000000-0000-0000-0000-000000000000";

const FIND_STUCK = `
  SELECT id::text AS id, kind::text AS kind, sealed_payload AS "sealedPayload", created_at AS "createdAt",
         (extract(epoch FROM LOCALTIMESTAMP - created_at) * 1000)::float8 AS "ageMs",
         (extract(epoch FROM LOCALTIMESTAMP - updated_at) * 1000)::float8 AS "idleMs"
  FROM mail_log
  WHERE status = 'queued' AND created_at < LOCALTIMESTAMP - $1::int * interval '1 millisecond'
    AND created_at >= $2 AND (created_at, id) > ($2, $3::uuid)
  ORDER BY created_at, id
  LIMIT $4`;

/** A cursor that the next walk starts at, with `mail` itself included. */
export function cursorAt(mail: StuckMail): StuckMailCursor {
  return { createdAt: mail.createdAt, id: FIRST_ID };
}

/** Rows still queued `olderThanMs` after they were created, after `cursor` (or from the oldest). */
export async function findStuckMails(
  db: Db,
  olderThanMs: number,
  cursor: StuckMailCursor | undefined,
  limit: number,
): Promise<StuckMail[]> {
  const { rows } = await sqlPool(db).query<StuckMail>({
    name: "mail_log_find_stuck",
    text: FIND_STUCK,
    values: [olderThanMs, cursor?.createdAt ?? "-infinity", cursor?.id ?? FIRST_ID, limit],
  });
  return rows;
}

/**
 * Marks rows that are still queued failed for good; a row sent meanwhile stays sent. Their sealed
 * payload stays for HR's retry unless `dropPayload` (an expired code must never be sent).
 */
export async function failStuckMails(db: Db, ids: string[], reason: string, dropPayload = false): Promise<void> {
  if (ids.length === 0) return;
  await sqlPool(db).query({
    name: "mail_log_fail_stuck",
    text: `UPDATE mail_log SET status = 'failed', last_error = $2, updated_at = now(),
             sealed_payload = CASE WHEN $3::boolean THEN NULL ELSE sealed_payload END
           WHERE id = ANY($1::uuid[]) AND status = 'queued'`,
    values: [ids, reason, dropPayload],
  });
}
