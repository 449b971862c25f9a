// The analytics panels' shared filter: defaults filled in, the SQL conditions on applications, and a
// small in-process cache per panel and normalised filter (30 s, at most 200 entries, oldest evicted).
import { sql, empty, type Sql } from "../../../infra/db/sql.js";
import type { Department } from "../../../shared/departments.js";
import { ANALYTICS_DEFAULT_DAYS, type AnalyticsQuery } from "../../../shared/hr/analytics.js";

export type AnalyticsFilter = { department?: Department; jobId?: number; from: string; to: string };

const DAY_MS = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** To defaults to today (UTC); From to the 90 days up to To. */
export function normaliseFilter(query: AnalyticsQuery, now: Date = new Date()): AnalyticsFilter {
  const to = query.to ?? day(now.getTime());
  const from = query.from ?? day(Date.parse(`${to}T00:00:00Z`) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS);
  return {
    ...(query.department ? { department: query.department } : {}),
    ...(query.jobId ? { jobId: query.jobId } : {}),
    from,
    to,
  };
}

/** [from 00:00, the day after to 00:00) as timestamps. */
export function rangeBounds(filter: AnalyticsFilter): { start: Date; end: Date } {
  return { start: new Date(`${filter.from}T00:00:00Z`), end: new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS) };
}

/** Department and job conditions on `applications a` (always true when unset). */
export function applicationScope(filter: AnalyticsFilter): Sql {
  return sql`a.source = 'job_application'
    ${filter.department ? sql`AND a.department = ${filter.department}::"Department"` : empty}
    ${filter.jobId ? sql`AND a.job_id = ${filter.jobId}` : empty}`;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 200;
const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

/** The panel's answer for this filter, computed at most once per 30 s; failures are not kept. */
export function cached<T>(panel: string, filter: AnalyticsFilter, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const key = `${panel}|${filter.department ?? ""}|${filter.jobId ?? ""}|${filter.from}|${filter.to}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  cache.delete(key);
  while (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const value = compute();
  cache.set(key, { expires: now + TTL_MS, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Tests: forget every cached answer. */
export function clearAnalyticsCache(): void {
  cache.clear();
}
