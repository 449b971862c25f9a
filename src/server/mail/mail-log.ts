// The producer's writes to the mail_log table: many rows per statement (see enqueue-mail.ts), as
// named (prepared once per connection) statements on the pg pool, since they run for every mail.
// Each row keeps the job's sealed payload until the mail is sent, so a job Redis lost can be
// queued again (src/worker/mail-sweeper.ts).
import { sqlPool, type Db } from "../../infra/db/client.js";
import type { MailKind } from "../../shared/mail.js";

export type NewMailLogRow = {
  id: string;
  kind: MailKind;
  recipient: string;
  idempotencyKey: string | null;
  sealedPayload: string;
  applicationId: number | null;
  hrMessage: string | null;
  hrLink: string | null;
};

const INSERT_ROWS = `
  INSERT INTO mail_log (id, kind, recipient, idempotency_key, sealed_payload, application_id, hr_message, hr_link, updated_at)
  SELECT id, kind, recipient, idempotency_key, sealed_payload, application_id, hr_message, hr_link, now() AT TIME ZONE 'UTC'
  FROM unnest($1::uuid[], $2::"MailKind"[], $3::text[], $4::text[], $5::text[], $6::int4[], $7::text[], $8::text[])
    AS row(id, kind, recipient, idempotency_key, sealed_payload, application_id, hr_message, hr_link)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id::text AS id`;

/** Inserts the rows; returns the ids inserted (a row whose idempotency key already exists is not). */
export async function insertMailLogRows(db: Db, rows: NewMailLogRow[]): Promise<Set<string>> {
  const { rows: inserted } = await sqlPool(db).query<{ id: string }>({
    name: "mail_log_insert",
    text: INSERT_ROWS,
    values: [
      rows.map((r) => r.id),
      rows.map((r) => r.kind),
      rows.map((r) => r.recipient),
      rows.map((r) => r.idempotencyKey),
      rows.map((r) => r.sealedPayload),
      rows.map((r) => r.applicationId),
      rows.map((r) => r.hrMessage),
      rows.map((r) => r.hrLink),
    ],
  });
  return new Set(inserted.map((row) => row.id));
}

export async function findMailIdByIdempotencyKey(db: Db, idempotencyKey: string): Promise<string | undefined> {
  const row = await db.mailLog.findUnique({ where: { idempotencyKey }, select: { id: true } });
  return row?.id;
}

export async function deleteMailLogRows(db: Db, ids: string[]): Promise<void> {
  await db.$executeRaw`DELETE FROM mail_log WHERE id = ANY(${ids}::uuid[])`;
}
