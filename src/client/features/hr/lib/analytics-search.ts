// /hr/analytics's URL search params, checked without zod (the route file is in the first download):
// a department, a job (its id), and From / To days (YYYY-MM-DD); and from them each panel's tRPC input
// and its CSV download's path (REST spells the job `job_id`).
import { DEPARTMENTS, type Department } from "../../../../shared/departments";

export type AnalyticsSearch = { department?: Department; job?: number; from?: string; to?: string };

export type AnalyticsPanelPath = "funnel" | "time-in-stage" | "sources" | "weekly" | "mail";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === "string" && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function analyticsSearchFromUrl(search: Record<string, unknown>): AnalyticsSearch {
  const result: AnalyticsSearch = {};
  const department = DEPARTMENTS.find((name) => name === search.department);
  if (department) result.department = department;
  const job = typeof search.job === "number" ? search.job : Number(search.job);
  if (Number.isInteger(job) && job >= 1 && job <= 2_147_483_647) result.job = job;
  if (isDay(search.from)) result.from = search.from;
  if (isDay(search.to)) result.to = search.to;
  if (result.from && result.to && result.from > result.to) delete result.to;
  return result;
}

/** The panels' tRPC input. */
export function analyticsInput(search: AnalyticsSearch) {
  return { department: search.department, jobId: search.job, from: search.from, to: search.to };
}

/** GET /api/hr/analytics/<panel>.csv with the filters set. */
export function analyticsCsvPath(panel: AnalyticsPanelPath, search: AnalyticsSearch): string {
  const params = new URLSearchParams();
  if (search.department) params.set("department", search.department);
  if (search.job !== undefined) params.set("job_id", String(search.job));
  if (search.from) params.set("from", search.from);
  if (search.to) params.set("to", search.to);
  const query = params.toString();
  return `/api/hr/analytics/${panel}.csv${query ? `?${query}` : ""}`;
}
