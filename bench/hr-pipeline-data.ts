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

export const INTERVIEWERS = 40;
/**
 * The hours interviews are spread over, centred on the anchor: application id / 5 times a stride
 * coprime to it, modulo it, is a different hour for every application (ids up to 5 × this), so no
 * interviewer is ever double-booked, across both seeding steps.
 */
const INTERVIEW_HOURS = 40_000;
const INTERVIEW_STRIDE = 7_919;

/**
 * One interview for every fifth job application with id > afterId (20k at 100k), each with two of
 * the interviewers, at distinct hours scattered over ±INTERVIEW_HOURS/2 around the anchor (a week
 * holds a share proportional to the total), and two scorecards on each past one. Returns an application whose interviews have scorecards.
 */
export async function seedInterviewRows(db: Db, interviewerIds: number[], afterId: number, anchor: Date): Promise<number> {
  await execute(
    db,
    sql`INSERT INTO interviews (application_id, round, starts_at, duration_minutes, meeting_url, created_by_id, updated_at)
     SELECT a.id, a.round,
            ${anchor}::timestamptz + ((((a.id / 5)::bigint * ${INTERVIEW_STRIDE}) % ${INTERVIEW_HOURS}) - ${INTERVIEW_HOURS / 2}) * interval '1 hour',
            45, 'https://meet.example.com/bench', NULL, ${anchor}::timestamptz
     FROM applications a
     WHERE a.id > ${afterId} AND a.source = 'job_application' AND a.id % 5 = 0`,
  );
  await execute(
    db,
    sql`INSERT INTO interview_participants (interview_id, interviewer_id, starts_at, ends_at)
     SELECT i.id, (${interviewerIds}::int[])[1 + (i.id + pick) % ${interviewerIds.length}], i.starts_at, i.starts_at + interval '45 minutes'
     FROM interviews i CROSS JOIN (VALUES (0), (1)) AS p(pick)
     WHERE NOT EXISTS (SELECT 1 FROM interview_participants x WHERE x.interview_id = i.id)`,
  );
  await execute(
    db,
    sql`INSERT INTO scorecards (interview_id, interviewer_id, ratings, recommendation, notes, submitted_at)
     SELECT p.interview_id, p.interviewer_id, '{"Problem solving": 3, "Coding": 4, "Communication": 3}', 'yes', 'Solid on fundamentals.', p.ends_at
     FROM interview_participants p
     WHERE p.ends_at < ${anchor}::timestamptz AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.interview_id = p.interview_id)`,
  );
  await execute(db, sql`ANALYZE interviews`);
  await execute(db, sql`ANALYZE interview_participants`);
  await execute(db, sql`ANALYZE scorecards`);
  const scored = await selectRow(
    db,
    sql`SELECT i.application_id AS id FROM scorecards s JOIN interviews i ON i.id = s.interview_id ORDER BY s.id DESC LIMIT 1`,
    z.object({ id: z.number().int() }),
  );
  return scored?.id ?? 0;
}

/**
 * Four round changes for every job application with id > afterId (400k at 100k): moved through
 * Round 1, Round 2 and the Final Round, then rejected or cleared there, days apart from its creation.
 * Synthetic (not matched to each row's current round): enough for the analytics panels' plans and times.
 */
export async function seedRoundChanges(db: Db, recruiterIds: number[], afterId: number): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO round_changes (application_id, changed_by_id, from_round, to_round, status, created_at)
     SELECT a.id, (${recruiterIds}::int[])[1 + a.id % ${recruiterIds.length}], s.from_round::"HiringRound", s.to_round::"HiringRound",
            (CASE WHEN s.step < 4 THEN 'in_progress' WHEN a.id % 3 = 0 THEN 'cleared' ELSE 'rejected' END)::"RoundStatus",
            a.created_at + (s.step * 2 + a.id % 3) * interval '1 day'
     FROM applications a
     CROSS JOIN (VALUES (1, 'resume_screening', 'round_1'), (2, 'round_1', 'round_2'), (3, 'round_2', 'final_round'), (4, 'final_round', 'final_round'))
       AS s(step, from_round, to_round)
     WHERE a.id > ${afterId} AND a.source = 'job_application'`,
  );
  await execute(db, sql`ANALYZE round_changes`);
}
