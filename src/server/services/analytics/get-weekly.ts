// Per ISO week of the range (UTC, Monday first, every week shown): the job applications created in
// it and HR's decisions (rejections and selections, any application of the department/job) made in it.
// The weeks are numbered from the range's first Monday in the app, so the SQL never reads a time zone.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { AnalyticsQuery, Weekly } from "../../../shared/hr/analytics.js";
import { applicationScope, cached, normaliseFilter, rangeBounds, type AnalyticsFilter } from "./analytics-filter.js";

const DAY_MS = 86_400_000;
const WEEK_SECONDS = 7 * 86_400;

const rowSchema = z.object({ kind: z.enum(["applications", "decisions"]), week: z.number(), n: z.number() });

/** 2026-W05 for any day of that ISO week (the week's Thursday names its year). */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

function mondaysOf(filter: AnalyticsFilter): Date[] {
  const { start, end } = rangeBounds(filter);
  const first = new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS);
  const mondays: Date[] = [];
  for (let time = first.getTime(); time < end.getTime(); time += 7 * DAY_MS) mondays.push(new Date(time));
  return mondays;
}

async function readWeekly(db: Db, filter: AnalyticsFilter): Promise<Weekly> {
  const { start, end } = rangeBounds(filter);
  const mondays = mondaysOf(filter);
  const anchor = mondays[0] ?? start;
  const weekOf = (column: ReturnType<typeof sql>) =>
    sql`floor(EXTRACT(EPOCH FROM ${column} - ${anchor}::timestamptz) / ${WEEK_SECONDS})::int`;
  const rows = await selectRows(
    db,
    sql`SELECT 'applications' AS kind, ${weekOf(sql`a.created_at`)} AS week, count(*)::int AS n
      FROM applications a
      WHERE ${applicationScope(filter)} AND a.created_at >= ${start}::timestamptz AND a.created_at < ${end}::timestamptz
      GROUP BY 2
    UNION ALL
    SELECT 'decisions', ${weekOf(sql`rc.created_at`)}, count(*)::int
      FROM round_changes rc JOIN applications a ON a.id = rc.application_id
      WHERE ${applicationScope(filter)} AND rc.status IN ('rejected', 'cleared')
        AND rc.created_at >= ${start}::timestamptz AND rc.created_at < ${end}::timestamptz
      GROUP BY 2`,
    rowSchema,
  );
  const countOf = (kind: "applications" | "decisions", week: number) => rows.find((row) => row.kind === kind && row.week === week)?.n ?? 0;
  return {
    range: { from: filter.from, to: filter.to },
    weeks: mondays.map((monday, week) => ({
      week: isoWeekLabel(monday),
      start: monday.toISOString().slice(0, 10),
      applications: countOf("applications", week),
      decisions: countOf("decisions", week),
    })),
  };
}

export function getWeekly(db: Db, query: AnalyticsQuery): Promise<Weekly> {
  const filter = normaliseFilter(query);
  return cached("weekly", filter, () => readWeekly(db, filter));
}
