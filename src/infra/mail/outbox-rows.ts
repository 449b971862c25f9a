// The outbox's statements on mail_log (outbox.ts is the rest of it): the row a mail is accepted
// with, the rows the sweeper finds stuck and gives up on, and HR's claim of a failed row. Each
// instant comes from the app's clock, so every row's times and ages are on one clock. Statements run
// for every mail or sweep are prepared once per connection (`name`); the producer's and the retry's
// plain writes go through Prisma's model API.
import { z } from "zod";
import type { Db } from "../db/client.js";
import { execute, selectRow, selectRows, sql, type Tx } from "../db/sql.js";
import { MAIL_KINDS, type MailKind } from "../../shared/mail.js";

export type NewMailRow = {
  id: string;
  kind: MailKind;
  recipient: string;
  idempotencyKey: string | null;
  sealedPayload: string;
  applicationId: number | null;
  hrMessage: string | null;
  hrLink: string | null;
};

const INSERTED_ROW = z.object({ id: z.string() });

/** Inserts the rows, accepted at `now`; returns the ids inserted (not a row whose idempotency key has one already). */
export async function insertMailRows(db: Db, rows: NewMailRow[], now = new Date()): Promise<Set<string>> {
  const inserted = await selectRows(
    db,
    sql`
      INSERT INTO mail_log (id, kind, recipient, idempotency_key, sealed_payload, application_id, hr_message, hr_link, created_at, updated_at)
      SELECT id, kind, recipient, idempotency_key, sealed_payload, application_id, hr_message, hr_link, ${now}::timestamptz, ${now}::timestamptz
      FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.kind)}::"MailKind"[], ${rows.map((r) => r.recipient)}::text[],
                  ${rows.map((r) => r.idempotencyKey)}::text[], ${rows.map((r) => r.sealedPayload)}::text[],
                  ${rows.map((r) => r.applicationId)}::int4[], ${rows.map((r) => r.hrMessage)}::text[], ${rows.map((r) => r.hrLink)}::text[])
        AS row(id, kind, recipient, idempotency_key, sealed_payload, application_id, hr_message, hr_link)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id::text AS id`,
    INSERTED_ROW,
    { name: "mail_log_insert" },
  );
  return new Set(inserted.map((row) => row.id));
}

export async function findMailIdByIdempotencyKey(db: Db, idempotencyKey: string): Promise<string | undefined> {
  const row = await db.mailLog.findUnique({ where: { idempotencyKey }, select: { id: true } });
  return row?.id;
}

export async function deleteMailRows(db: Db, ids: string[]): Promise<void> {
  await db.mailLog.deleteMany({ where: { id: { in: ids } } });
}

/** `idleMs`: since the row last changed (a failed attempt, or HR's retry setting it queued again). */
export type StuckMail = { id: string; kind: MailKind; sealedPayload: string | null; createdAt: Date; ageMs: number; idleMs: number };
export type StuckMailCursor = { createdAt: Date; id: string };

const FIRST_ID = "00000000-0000-0000-0000-000000000000";

const STUCK_MAIL_ROW = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  sealedPayload: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** A cursor that the next walk starts at, with `mail` itself included. */
export function cursorAt(mail: StuckMail): StuckMailCursor {
  return { createdAt: mail.createdAt, id: FIRST_ID };
}

/**
 * Rows still queued `olderThanMs` before `now`, after `cursor` (or from the oldest), walked in
 * (created_at, id) order through the created_at index.
 */
export async function findStuckMails(
  db: Db,
  olderThanMs: number,
  cursor: StuckMailCursor | undefined,
  limit: number,
  now = Date.now(),
): Promise<StuckMail[]> {
  const from = cursor?.createdAt ?? "-infinity";
  const rows = await selectRows(
    db,
    sql`
      SELECT id::text AS id, kind::text AS kind, sealed_payload AS "sealedPayload", created_at AS "createdAt", updated_at AS "updatedAt"
      FROM mail_log
      WHERE status = 'queued' AND created_at < ${new Date(now - olderThanMs)}::timestamptz
        AND created_at >= ${from}::timestamptz AND (created_at, id) > (${from}::timestamptz, ${cursor?.id ?? FIRST_ID}::uuid)
      ORDER BY created_at, id
      LIMIT ${limit}::int`,
    STUCK_MAIL_ROW,
    { name: "mail_log_find_stuck" },
  );
  return rows.map(({ updatedAt, ...row }) => ({ ...row, ageMs: now - row.createdAt.getTime(), idleMs: now - updatedAt.getTime() }));
}

/**
 * Marks rows that are still queued failed for good; a row sent meanwhile stays sent. Their sealed
 * payload stays for HR's retry unless `dropPayload` (an expired code must never be sent). SQL rather
 * than updateMany, like the sweeper's read: the worker's first Prisma model call starts Prisma's query
 * compiler, and a new worker's first sweep took 2.4 s that way against 0.4 s (a loaded host, nice 10).
 */
export async function failStuckMails(db: Db, ids: string[], reason: string, dropPayload = false, now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await execute(
    db,
    sql`
      UPDATE mail_log SET status = 'failed', last_error = ${reason}, updated_at = ${now}::timestamptz,
        sealed_payload = CASE WHEN ${dropPayload}::boolean THEN NULL ELSE sealed_payload END
      WHERE id = ANY(${ids}::uuid[]) AND status = 'queued'`,
    { name: "mail_log_fail_stuck" },
  );
}

const CLAIMED_MAIL_ROW = z.object({
  kind: z.enum(MAIL_KINDS),
  sealedPayload: z.string(),
  applicationId: z.number().int().nullable(),
});
export type ClaimedMail = z.output<typeof CLAIMED_MAIL_ROW> & { id: string };

/**
 * Puts a failed row that keeps its payload back to queued, inside the caller's transaction; of two
 * claims at once one gets the row, the other undefined (as does a row sent, erased or gone).
 */
export async function claimFailedMail(tx: Tx, mailId: string, now = new Date()): Promise<ClaimedMail | undefined> {
  const row = await selectRow(
    tx,
    sql`
      UPDATE mail_log SET status = 'queued', updated_at = ${now}::timestamptz
      WHERE id = ${mailId}::uuid AND status = 'failed' AND sealed_payload IS NOT NULL
      RETURNING kind::text AS kind, sealed_payload AS "sealedPayload", application_id AS "applicationId"`,
    CLAIMED_MAIL_ROW,
  );
  return row && { ...row, id: mailId };
}

/** Undoes a claim whose job could not be added: the row is failed again, as it was. */
export async function releaseClaimedMail(db: Db, mailId: string): Promise<void> {
  await db.mailLog.updateMany({ where: { id: mailId, status: "queued" }, data: { status: "failed" } });
}
