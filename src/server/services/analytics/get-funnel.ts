// The funnel: per hiring round, in order, how many job applications (created in the range) reached
// it, moved on from it (or, in the HR Round, were selected), were rejected at it, withdrew at it,
// or are still in it. One query over the applications of the range (department/job index) and their
// round changes (by application).
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { AnalyticsQuery, Funnel } from "../../../shared/hr/analytics.js";
import { HIRING_ROUNDS, ROUND_LABELS } from "../../../shared/hr/rounds.js";
import { applicationScope, cached, normaliseFilter, rangeBounds, type AnalyticsFilter } from "./analytics-filter.js";

const rowSchema = z.object({
  round: z.enum(HIRING_ROUNDS),
  entered: z.number(),
  passed: z.number(),
  rejected: z.number(),
  withdrawn: z.number(),
  pending: z.number(),
});

async function readFunnel(db: Db, filter: AnalyticsFilter): Promise<Funnel> {
  const { start, end } = rangeBounds(filter);
  // A move is a round change to a later round (rejections and selection stay in the round).
  const rows = await selectRows(
    db,
    sql`WITH apps AS (
      SELECT a.id, a.round, a.round_status, a.withdrawn_at IS NOT NULL AS withdrawn,
        ARRAY(SELECT rc.to_round FROM round_changes rc WHERE rc.application_id = a.id AND rc.to_round > rc.from_round) AS entered_rounds,
        ARRAY(SELECT rc.from_round FROM round_changes rc WHERE rc.application_id = a.id AND rc.to_round > rc.from_round) AS left_rounds
      FROM applications a
      WHERE ${applicationScope(filter)} AND a.created_at >= ${start}::timestamptz AND a.created_at < ${end}::timestamptz
    )
    SELECT r.round::text AS round,
      count(a.id) FILTER (WHERE r.round = 'resume_screening' OR a.round = r.round OR r.round = ANY(a.entered_rounds))::int AS entered,
      count(a.id) FILTER (WHERE r.round = ANY(a.left_rounds)
        OR (r.round = 'hr_round' AND a.round = 'hr_round' AND a.round_status = 'cleared'))::int AS passed,
      count(a.id) FILTER (WHERE a.round = r.round AND a.round_status = 'rejected' AND NOT a.withdrawn)::int AS rejected,
      count(a.id) FILTER (WHERE a.round = r.round AND a.withdrawn)::int AS withdrawn,
      count(a.id) FILTER (WHERE a.round = r.round AND a.round_status = 'in_progress' AND NOT a.withdrawn)::int AS pending
    FROM unnest(enum_range(NULL::"HiringRound")) AS r(round) LEFT JOIN apps a ON true
    GROUP BY r.round
    ORDER BY r.round`,
    rowSchema,
  );
  return {
    range: { from: filter.from, to: filter.to },
    rounds: rows.map(({ round, ...counts }) => ({ round: ROUND_LABELS[round], ...counts })),
  };
}

export function getFunnel(db: Db, query: AnalyticsQuery): Promise<Funnel> {
  const filter = normaliseFilter(query);
  return cached("funnel", filter, () => readFunnel(db, filter));
}
