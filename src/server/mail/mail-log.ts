// The producer's writes to the mail_log table: many rows per statement (see enqueue-mail.ts), in
// plain SQL because the query builder cannot insert "ON CONFLICT DO NOTHING RETURNING".
import type { MailKind } from "../../shared/mail.js";
import type { Db } from "../db/client.js";

export type NewMailLogRow = { id: string; kind: MailKind; recipient: string; idempotencyKey: string | null };

// One row, the usual case when traffic is light: plain parameters cost less than arrays.
const insertOne = (db: Db, row: NewMailLogRow) => db.$queryRaw<{ id: string }[]>`
  INSERT INTO mail_log (id, kind, recipient, idempotency_key, updated_at)
  VALUES (${row.id}::uuid, ${row.kind}::"MailKind", ${row.recipient}, ${row.idempotencyKey}, now())
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id::text AS id`;

const insertMany = (db: Db, rows: NewMailLogRow[]) => db.$queryRaw<{ id: string }[]>`
  INSERT INTO mail_log (id, kind, recipient, idempotency_key, updated_at)
  SELECT id, kind, recipient, idempotency_key, now()
  FROM unnest(
    ${rows.map((r) => r.id)}::uuid[],
    ${rows.map((r) => r.kind)}::"MailKind"[],
    ${rows.map((r) => r.recipient)}::text[],
    ${rows.map((r) => r.idempotencyKey)}::text[]
  ) AS row(id, kind, recipient, idempotency_key)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id::text AS id`;

/** Inserts the rows; returns the ids inserted (a row whose idempotency key already exists is not). */
export async function insertMailLogRows(db: Db, rows: NewMailLogRow[]): Promise<Set<string>> {
  const [only] = rows;
  const inserted = rows.length === 1 && only ? await insertOne(db, only) : await insertMany(db, rows);
  return new Set(inserted.map((row) => row.id));
}

export async function findMailIdByIdempotencyKey(db: Db, idempotencyKey: string): Promise<string | undefined> {
  const row = await db.mailLog.findUnique({ where: { idempotencyKey }, select: { id: true } });
  return row?.id;
}

export async function deleteMailLogRows(db: Db, ids: string[]): Promise<void> {
  await db.$executeRaw`DELETE FROM mail_log WHERE id = ANY(${ids}::uuid[])`;
}
