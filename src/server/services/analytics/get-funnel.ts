// The funnel: per hiring round, in order, how many job applications (created in the range) reached
// it, moved on from it (or, in the HR Round, were selected), were rejected at it, withdrew at it,
// or are still in it. Moves only go forward (acceptTargets, which may skip rounds), so a round was
// entered by the applications in it now and by those past it with a move into it (Resume Screening:
// by all), and passed by the moves out of it. One query, two small aggregates: the range's
// applications by state (the analytics index) and their moves by rounds (round changes since the
// range began, by their created_at index, joined to those applications); the counts are put
// together here.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { AnalyticsQuery, Funnel } from "../../../shared/hr/analytics.js";
import { HIRING_ROUNDS, ROUND_LABELS, ROUND_STATUSES, type HiringRound } from "../../../shared/hr/rounds.js";
import { applicationScope, cached, normaliseFilter, rangeBounds, type AnalyticsFilter } from "./analytics-filter.js";

const round = z.enum(HIRING_ROUNDS);
const rowSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("state"), round, status: z.enum(ROUND_STATUSES), withdrawn: z.boolean(), n: z.number() }),
  /** `beyond`: the application is now in a later round than the move's target. */
  z.object({ kind: z.literal("move"), from: round, to: round, beyond: z.boolean(), n: z.number() }),
]);
type Row = z.output<typeof rowSchema>;

type Counts = { entered: number; passed: number; rejected: number; withdrawn: number; pending: number };

/** The funnel's counts per round from the applications' states and their moves. */
export function funnelCounts(rows: readonly Row[]): Map<HiringRound, Counts> {
  const counts = new Map(
    HIRING_ROUNDS.map((r): [HiringRound, Counts] => [r, { entered: 0, passed: 0, rejected: 0, withdrawn: 0, pending: 0 }]),
  );
  const at = (r: HiringRound) => counts.get(r)!;
  for (const row of rows) {
    if (row.kind === "move") {
      if (row.beyond) at(row.to).entered += row.n;
      at(row.from).passed += row.n;
      continue;
    }
    const here = at(row.round);
    if (row.round !== "resume_screening") here.entered += row.n;
    at("resume_screening").entered += row.n;
    if (row.withdrawn) here.withdrawn += row.n;
    else if (row.status === "rejected") here.rejected += row.n;
    else if (row.status === "in_progress") here.pending += row.n;
    // Selected in the HR Round (the last round: a selection anywhere else is not a pass).
    if (row.round === "hr_round" && row.status === "cleared") here.passed += row.n;
  }
  return counts;
}

async function readFunnel(db: Db, filter: AnalyticsFilter): Promise<Funnel> {
  const { start, end } = rangeBounds(filter);
  const rows = await selectRows(
    db,
    sql`WITH apps AS MATERIALIZED (
      SELECT a.id, a.round, a.round_status, a.withdrawn_at IS NOT NULL AS withdrawn
      FROM applications a
      WHERE ${applicationScope(filter)} AND a.created_at >= ${start}::timestamptz AND a.created_at < ${end}::timestamptz
    )
    SELECT 'state' AS kind, round::text AS round, round_status::text AS status, withdrawn,
      NULL AS "from", NULL AS "to", NULL::boolean AS beyond, count(*)::int AS n
    FROM apps GROUP BY round, round_status, withdrawn
    UNION ALL
    SELECT 'move', NULL, NULL, NULL, rc.from_round::text, rc.to_round::text, apps.round > rc.to_round, count(*)::int
    FROM round_changes rc JOIN apps ON apps.id = rc.application_id
    WHERE rc.created_at >= ${start}::timestamptz AND rc.to_round > rc.from_round
    GROUP BY rc.from_round, rc.to_round, apps.round > rc.to_round`,
    rowSchema,
  );
  const counts = funnelCounts(rows);
  return {
    range: { from: filter.from, to: filter.to },
    rounds: HIRING_ROUNDS.map((r) => ({ round: ROUND_LABELS[r], ...counts.get(r)! })),
  };
}

export function getFunnel(db: Db, query: AnalyticsQuery): Promise<Funnel> {
  const filter = normaliseFilter(query);
  return cached("funnel", filter, () => readFunnel(db, filter));
}
