// The pipeline board card's summary ("2 scorecards: 1 strong yes, 1 yes"): one grouped query for a
// whole page of cards, on the interviews' (application_id, starts_at) index.
import { z } from "zod";
import type { DbOrTx } from "../../../infra/db/sql.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import { RECOMMENDATIONS, type ScorecardSummary } from "../../../shared/scorecards.js";

const countRowSchema = z.object({ application_id: z.number().int(), recommendation: z.enum(RECOMMENDATIONS), count: z.number().int() });

/** Applications without scorecards are absent from the map. */
export async function summarizeScorecards(db: DbOrTx, applicationIds: readonly number[]): Promise<Map<number, ScorecardSummary>> {
  const summaries = new Map<number, ScorecardSummary>();
  if (applicationIds.length === 0) return summaries;
  const rows = await selectRows(
    db,
    sql`
    SELECT i.application_id, s.recommendation::text AS recommendation, COUNT(*)::int AS count
    FROM interviews i JOIN scorecards s ON s.interview_id = i.id
    WHERE i.application_id = ANY(${[...applicationIds]}::int4[])
    GROUP BY i.application_id, s.recommendation`,
    countRowSchema,
  );
  for (const row of rows) {
    const summary = summaries.get(row.application_id) ?? { total: 0, strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
    summary[row.recommendation] += row.count;
    summary.total += row.count;
    summaries.set(row.application_id, summary);
  }
  return summaries;
}
