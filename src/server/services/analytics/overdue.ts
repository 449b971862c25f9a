// Overdue applications (issue #32): an application in progress, not withdrawn, that has waited in its
// current round longer than the 80th percentile of its department and round (estimateDecisionWait;
// no estimate below MIN_DECISIONS, so never overdue there). "Entered the round" is the same as the
// estimate's: the newest round change into the round from another round, else (Resume Screening) the
// application's creation. HR's board cards and step rows carry the mark; the analytics page lists them.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { join, selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import { DEPARTMENTS, type Department } from "../../../shared/departments.js";
import type { OverdueList } from "../../../shared/hr/overdue.js";
import { HIRING_ROUNDS, ROUND_LABELS, ROUND_STATUSES, type HiringRound } from "../../../shared/hr/rounds.js";
import { estimateDecisionWait, type DecisionWaitEstimate } from "./estimate-decision-wait.js";

const DAY_MS = 86_400_000;
/** The overdue list's length. */
export const OVERDUE_LIST_LIMIT = 100;

/**
 * When application `a` entered its current round (null: no record of entering it): the newest round
 * change into it from another round, else its creation when the round is Resume Screening.
 */
export const ROUND_ENTERED_AT = sql`COALESCE(
    (SELECT MAX(rc.created_at) FROM round_changes rc
      WHERE rc.application_id = a.id AND rc.to_round = a.round AND rc.from_round <> a.round),
    CASE WHEN a.round = 'resume_screening' THEN a.created_at END)`;

const entryRowSchema = z.object({
  id: z.number().int(),
  department: z.enum(DEPARTMENTS),
  round: z.enum(HIRING_ROUNDS),
  round_status: z.enum(ROUND_STATUSES),
  withdrawn_at: z.date().nullable(),
  entered_at: z.date().nullable(),
});
export type RoundEntry = z.infer<typeof entryRowSchema>;

/** Whether this application is overdue against its department and round's estimate (null: never). */
export function isOverdue(entry: RoundEntry, estimate: DecisionWaitEstimate | null, now: Date): boolean {
  if (!estimate || entry.round_status !== "in_progress" || entry.withdrawn_at || !entry.entered_at) return false;
  return (now.getTime() - entry.entered_at.getTime()) / DAY_MS > estimate.p80Days;
}

/** The estimate of every department and round among `keys` (cached by estimateDecisionWait). */
async function estimatesFor(
  db: Db,
  keys: Iterable<{ department: Department; round: HiringRound }>,
  now: Date,
): Promise<Map<string, DecisionWaitEstimate | null>> {
  const distinct = new Map<string, { department: Department; round: HiringRound }>();
  for (const key of keys) distinct.set(`${key.department}|${key.round}`, key);
  const estimates = new Map<string, DecisionWaitEstimate | null>();
  for (const [name, { department, round }] of distinct) estimates.set(name, await estimateDecisionWait(db, department, round, now));
  return estimates;
}

/** Which of these applications are overdue: one query for their round entries, then the (cached) estimates. */
export async function overdueAmong(db: Db, ids: readonly number[], now = new Date()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const entries = await selectRows(
    db,
    sql`SELECT a.id, a.department, a.round, a.round_status, a.withdrawn_at,
               CASE WHEN a.round_status = 'in_progress' AND a.withdrawn_at IS NULL THEN ${ROUND_ENTERED_AT} END AS entered_at
          FROM applications a
         WHERE a.id = ANY(${[...ids]}::int[]) AND a.source = 'job_application'`,
    entryRowSchema,
  );
  const open = entries.filter((entry) => entry.entered_at !== null);
  const estimates = await estimatesFor(db, open, now);
  return new Set(
    open.filter((entry) => isOverdue(entry, estimates.get(`${entry.department}|${entry.round}`) ?? null, now)).map((entry) => entry.id),
  );
}

const overdueRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  department: z.enum(DEPARTMENTS),
  round: z.enum(HIRING_ROUNDS),
  entered_at: z.date(),
});

/**
 * The overdue applications of a department (or all), longest waiting first, at most OVERDUE_LIST_LIMIT:
 * one query over the departments and rounds that have an estimate, each with its own cut-off.
 */
export async function listOverdueApplications(
  db: Db,
  input: { department?: Department | undefined },
  now = new Date(),
): Promise<OverdueList> {
  const departments = input.department ? [input.department] : DEPARTMENTS;
  const pairs = departments.flatMap((department) => HIRING_ROUNDS.map((round) => ({ department, round })));
  const estimates = await estimatesFor(db, pairs, now);
  const cutoffs: Sql[] = [];
  for (const { department, round } of pairs) {
    const estimate = estimates.get(`${department}|${round}`);
    if (!estimate) continue;
    const cutoff = new Date(now.getTime() - estimate.p80Days * DAY_MS);
    cutoffs.push(sql`(${department}::"Department", ${round}::"HiringRound", ${cutoff}::timestamptz)`);
  }
  if (cutoffs.length === 0) return { applications: [] };
  const rows = await selectRows(
    db,
    sql`
    SELECT o.id, o.full_name, o.department, o.round, o.entered_at
      FROM (VALUES ${join(cutoffs, ", ")}) AS c(department, round, cutoff)
      CROSS JOIN LATERAL (
        SELECT a.id, a.full_name, a.department, a.round, ${ROUND_ENTERED_AT} AS entered_at
          FROM applications a
         WHERE a.department = c.department AND a.round = c.round AND a.source = 'job_application'
           AND a.round_status = 'in_progress' AND a.withdrawn_at IS NULL AND a.created_at < c.cutoff
      ) o
     WHERE o.entered_at < c.cutoff
     ORDER BY o.entered_at, o.id
     LIMIT ${OVERDUE_LIST_LIMIT}`,
    overdueRowSchema,
  );
  const applications = rows.map((row) => ({
    applicantId: row.id,
    fullName: row.full_name,
    department: row.department,
    round: ROUND_LABELS[row.round],
    roundValue: row.round,
    daysWaiting: Math.floor((now.getTime() - row.entered_at.getTime()) / DAY_MS),
    p80Days: estimates.get(`${row.department}|${row.round}`)?.p80Days ?? 0,
  }));
  return { applications };
}
