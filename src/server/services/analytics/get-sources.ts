// Where applicants heard of the opening (the wizard's opportunity source): per source, the job
// applications created in the range, how many got past Resume Screening, and how many were selected.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import { ANALYTICS_UNKNOWN_SOURCE, type AnalyticsQuery, type Sources } from "../../../shared/hr/analytics.js";
import { applicationScope, cached, normaliseFilter, rangeBounds, type AnalyticsFilter } from "./analytics-filter.js";

const rowSchema = z.object({ source: z.string(), applications: z.number(), passedScreening: z.number(), selected: z.number() });

async function readSources(db: Db, filter: AnalyticsFilter): Promise<Sources> {
  const { start, end } = rangeBounds(filter);
  const sources = await selectRows(
    db,
    // An erased application's source is blank: it is counted, under a name a table can show.
    sql`SELECT COALESCE(NULLIF(btrim(a.opportunity_source), ''), ${ANALYTICS_UNKNOWN_SOURCE}) AS source, count(*)::int AS applications,
      count(*) FILTER (WHERE a.round <> 'resume_screening')::int AS "passedScreening",
      count(*) FILTER (WHERE a.round_status = 'cleared')::int AS selected
    FROM applications a
    WHERE ${applicationScope(filter)} AND a.created_at >= ${start}::timestamptz AND a.created_at < ${end}::timestamptz
    GROUP BY 1
    ORDER BY applications DESC, source`,
    rowSchema,
  );
  return { range: { from: filter.from, to: filter.to }, sources };
}

export function getSources(db: Db, query: AnalyticsQuery): Promise<Sources> {
  const filter = normaliseFilter(query);
  return cached("sources", filter, () => readSources(db, filter));
}
