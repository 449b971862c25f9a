// Time in stage: per hiring round, the median and 80th percentile of the days job applications
// (created in the range) spent in it, from entering (applying, or the move into it) to leaving (the
// next change from it, or withdrawing there); ones still in it are left out. Plus the days from
// applying to HR's decision (the first rejection or selection). One query: the range's applications
// (the analytics index) and their round changes (those since the range began, by their created_at
// index), hashed together once; moves only go forward, so a round's stay ends at the first change
// from it.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { AnalyticsQuery, TimeInStage } from "../../../shared/hr/analytics.js";
import { HIRING_ROUNDS, ROUND_LABELS } from "../../../shared/hr/rounds.js";
import { applicationScope, cached, normaliseFilter, rangeBounds, type AnalyticsFilter } from "./analytics-filter.js";

const DECISION = "decision";
const rowSchema = z.object({
  stage: z.enum([...HIRING_ROUNDS, DECISION]),
  count: z.number(),
  median: z.number().nullable(),
  p80: z.number().nullable(),
});

const twoDecimals = (days: number | null) => (days === null ? null : Math.round(days * 100) / 100);

async function readTimeInStage(db: Db, filter: AnalyticsFilter): Promise<TimeInStage> {
  const { start, end } = rangeBounds(filter);
  const rows = await selectRows(
    db,
    sql`WITH apps AS MATERIALIZED (
      SELECT a.id, a.created_at, a.round, a.withdrawn_at FROM applications a
      WHERE ${applicationScope(filter)} AND a.created_at >= ${start}::timestamptz AND a.created_at < ${end}::timestamptz
    ), changes AS MATERIALIZED (
      SELECT rc.application_id, rc.from_round, rc.to_round, rc.status, rc.created_at,
        apps.created_at AS applied_at, apps.round AS current_round, apps.withdrawn_at
      FROM round_changes rc JOIN apps ON apps.id = rc.application_id
      WHERE rc.created_at >= ${start}::timestamptz
    ), stints AS (
      SELECT id AS application_id, 'resume_screening'::"HiringRound" AS round, created_at AS entered_at, round AS current_round, withdrawn_at
      FROM apps
      UNION ALL
      SELECT application_id, to_round, created_at, current_round, withdrawn_at
      FROM changes WHERE to_round > from_round
    ), exits AS (
      SELECT application_id, from_round AS round, min(created_at) AS left_at FROM changes GROUP BY 1, 2
    ), spans AS (
      SELECT s.round, EXTRACT(EPOCH FROM COALESCE(x.left_at, CASE WHEN s.current_round = s.round THEN s.withdrawn_at END) - s.entered_at)::float8 / 86400 AS days
      FROM stints s LEFT JOIN exits x ON x.application_id = s.application_id AND x.round = s.round
    ), decisions AS (
      SELECT EXTRACT(EPOCH FROM min(created_at) - applied_at)::float8 / 86400 AS days
      FROM changes WHERE status IN ('rejected', 'cleared')
      GROUP BY application_id, applied_at
    )
    SELECT r.round::text AS stage, count(s.days)::int AS count,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY s.days) AS median,
      percentile_cont(0.8) WITHIN GROUP (ORDER BY s.days) AS p80
    FROM unnest(enum_range(NULL::"HiringRound")) AS r(round) LEFT JOIN spans s ON s.round = r.round
    GROUP BY r.round
    UNION ALL
    SELECT ${DECISION}, count(*)::int, percentile_cont(0.5) WITHIN GROUP (ORDER BY days), percentile_cont(0.8) WITHIN GROUP (ORDER BY days)
    FROM decisions`,
    rowSchema,
  );
  const duration = (row: z.output<typeof rowSchema> | undefined) => ({
    count: row?.count ?? 0,
    median: twoDecimals(row?.median ?? null),
    p80: twoDecimals(row?.p80 ?? null),
  });
  return {
    range: { from: filter.from, to: filter.to },
    rounds: HIRING_ROUNDS.map((round) => ({ round: ROUND_LABELS[round], ...duration(rows.find((row) => row.stage === round)) })),
    toDecision: duration(rows.find((row) => row.stage === DECISION)),
  };
}

export function getTimeInStage(db: Db, query: AnalyticsQuery): Promise<TimeInStage> {
  const filter = normaliseFilter(query);
  return cached("time-in-stage", filter, () => readTimeInStage(db, filter));
}
