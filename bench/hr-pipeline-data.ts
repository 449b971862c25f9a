// The HR pipeline's own rows at the bench's scale, written straight in SQL: one note for every
// fourth application (plus 40 on the application the notes query reads), and one audit row per
// application spread over the last year, by three recruiters, every action. Proportional to the
// applications, so growth 10k → 100k is measured on tables that grew too.
import { sqlPool, type Db } from "../src/infra/db/client.js";
import { AUDIT_ACTIONS } from "../src/shared/hr/audit.js";

export const RECRUITERS = 3;

/** Adds the rows for applications with id > afterId; returns the busiest application's id. */
export async function seedPipelineRows(db: Db, recruiterIds: number[], afterId: number): Promise<number> {
  const pool = sqlPool(db);
  await pool.query(
    `INSERT INTO application_notes (application_id, author_id, body, created_at, updated_at)
     SELECT id, ($1::int[])[1 + id % cardinality($1::int[])], 'Spoke on the phone; strong on SQL, weaker on React.', created_at, created_at
     FROM applications WHERE id > $2 AND id % 4 = 0`,
    [recruiterIds, afterId],
  );
  await pool.query(
    `INSERT INTO audit_events (actor_id, action, target_type, target_id, application_id, before, after, created_at)
     SELECT ($1::int[])[1 + id % cardinality($1::int[])], ($3::"AuditAction"[])[1 + id % cardinality($3::"AuditAction"[])],
            'application', id::text, id, '{"round":"resume_screening"}', '{"round":"round_1"}',
            now() - (id % 365) * interval '1 day' - (id % 86400) * interval '1 second'
     FROM applications WHERE id > $2`,
    [recruiterIds, afterId, AUDIT_ACTIONS],
  );
  const { rows } = await pool.query<{ id: number }>(`SELECT max(id) AS id FROM applications`);
  const busiest = rows[0]?.id ?? 0;
  await pool.query(
    `INSERT INTO application_notes (application_id, author_id, body, created_at, updated_at)
     SELECT $1, $2, 'Note ' || n, now() - n * interval '1 hour', now() - n * interval '1 hour' FROM generate_series(1, 40) AS n`,
    [busiest, recruiterIds[0]],
  );
  await pool.query("ANALYZE application_notes");
  await pool.query("ANALYZE audit_events");
  await pool.query("ANALYZE applications");
  return busiest;
}
