// The HR pipeline's own rows at the bench's scale, written straight in SQL: one note for every
// fourth application (plus 40 on the application the notes query reads), and one audit row per
// application spread over the last year, by three recruiters, every action. Proportional to the
// applications, so growth 10k → 100k is measured on tables that grew too.
import { z } from "zod";
import type { Db } from "../src/infra/db/client.js";
import { execute, selectRow, sql } from "../src/infra/db/sql.js";
import { AUDIT_ACTIONS } from "../src/shared/hr/audit.js";

export const RECRUITERS = 3;

/** Adds the rows for applications with id > afterId; returns the busiest application's id. */
export async function seedPipelineRows(db: Db, recruiterIds: number[], afterId: number): Promise<number> {
  const now = new Date();
  await execute(
    db,
    sql`INSERT INTO application_notes (application_id, author_id, body, created_at, updated_at)
     SELECT id, (${recruiterIds}::int[])[1 + id % ${recruiterIds.length}], 'Spoke on the phone; strong on SQL, weaker on React.', created_at, created_at
     FROM applications WHERE id > ${afterId} AND id % 4 = 0`,
  );
  await execute(
    db,
    sql`INSERT INTO audit_events (actor_id, action, target_type, target_id, application_id, before, after, created_at)
     SELECT (${recruiterIds}::int[])[1 + id % ${recruiterIds.length}], (${AUDIT_ACTIONS}::"AuditAction"[])[1 + id % ${AUDIT_ACTIONS.length}],
            'application', id::text, id, '{"round":"resume_screening"}', '{"round":"round_1"}',
            ${now}::timestamptz - (id % 365) * interval '1 day' - (id % 86400) * interval '1 second'
     FROM applications WHERE id > ${afterId}`,
  );
  const busiest =
    (await selectRow(db, sql`SELECT max(id) AS id FROM applications`, z.object({ id: z.number().int().nullable() })))?.id ?? 0;
  await execute(
    db,
    sql`INSERT INTO application_notes (application_id, author_id, body, created_at, updated_at)
     SELECT ${busiest}, ${recruiterIds[0]}, 'Note ' || n, ${now}::timestamptz - n * interval '1 hour', ${now}::timestamptz - n * interval '1 hour'
     FROM generate_series(1, 40) AS n`,
  );
  await execute(db, sql`ANALYZE application_notes`);
  await execute(db, sql`ANALYZE audit_events`);
  await execute(db, sql`ANALYZE applications`);
  return busiest;
}
