// Hiring analytics for HR: five panels, each as JSON and as CSV. HR bearer token required.
//   GET /api/hr/analytics/{funnel,time-in-stage,sources,weekly,mail}?department&job_id&from&to   → the panel
//   GET /api/hr/analytics/{funnel,time-in-stage,sources,weekly,mail}.csv?…                      → the same numbers as CSV
//   GET /api/hr/analytics/overdue?department                                                   → overdue applications
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../infra/db/client.js";
import {
  analyticsRestQuerySchema,
  funnelSchema,
  mailStatsSchema,
  sourcesSchema,
  timeInStageSchema,
  weeklySchema,
  type AnalyticsQuery,
} from "../../shared/hr/analytics.js";
import { overdueApplicationSchema, overdueQuerySchema } from "../../shared/hr/overdue.js";
import { camelCaseKeys, snakeCaseKeys, snakeCaseSchema } from "../../shared/snake-case.js";
import type { Deps } from "../deps.js";
import { analyticsCsv } from "../services/analytics/analytics-csv.js";
import { getFunnel } from "../services/analytics/get-funnel.js";
import { getMailStats } from "../services/analytics/get-mail-stats.js";
import { getSources } from "../services/analytics/get-sources.js";
import { getTimeInStage } from "../services/analytics/get-time-in-stage.js";
import { getWeekly } from "../services/analytics/get-weekly.js";
import { listOverdueApplications } from "../services/analytics/overdue.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";

export const ANALYTICS_PATH = "/api/hr/analytics";

const FILTERS =
  "Filters: `department`, `job_id`, `from` and `to` (days, YYYY-MM-DD, UTC, both inclusive, at most 2 years apart; " +
  "without `to` today, without `from` the 90 days up to `to`). Counts job applications created in the range. " +
  "Answers are cached for 30 seconds per filter.";

type Panel<T> = {
  path: string;
  summary: string;
  schema: z.ZodType<T>;
  read: (db: Db, query: AnalyticsQuery) => Promise<T>;
  csv: (answer: T) => string;
};
const panel = <T>(p: Panel<T>) => p;

const PANELS = [
  panel({
    path: "funnel",
    summary: "Per round, in hiring order: entered, passed, rejected, withdrawn, still pending",
    schema: funnelSchema,
    read: getFunnel,
    csv: analyticsCsv.funnel,
  }),
  panel({
    path: "time-in-stage",
    summary: "Per round, the median and 80th percentile of days spent in it; and days from applying to decision",
    schema: timeInStageSchema,
    read: getTimeInStage,
    csv: analyticsCsv.timeInStage,
  }),
  panel({
    path: "sources",
    summary: "Per opportunity source: applications, past Resume Screening, selected",
    schema: sourcesSchema,
    read: getSources,
    csv: analyticsCsv.sources,
  }),
  panel({
    path: "weekly",
    summary: "Per ISO week of the range: applications created and decisions made",
    schema: weeklySchema,
    read: getWeekly,
    csv: analyticsCsv.weekly,
  }),
  panel({
    path: "mail",
    summary: "Per mail kind, for mails queued in the range: sent, failed, retried",
    schema: mailStatsSchema,
    read: getMailStats,
    csv: analyticsCsv.mail,
  }),
];

const csvBody = {
  description: "CSV: UTF-8 with a byte order mark, CRLF line ends, a header row, the same numbers as the JSON answer",
  content: { "text/csv": { schema: z.string() } },
};

/** The overdue list in issue #16's snake_case. */
export const overdueRestSchema = z.object({ applications: z.array(snakeCaseSchema(overdueApplicationSchema)) });

/** Inside the HR guarded scope (plugin.ts). */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { path, summary, schema, read, csv } of PANELS as Panel<unknown>[]) {
    api.get(
      `${ANALYTICS_PATH}/${path}`,
      {
        schema: {
          tags: ["hr"],
          summary,
          description: FILTERS,
          querystring: analyticsRestQuerySchema,
          response: { 200: schema, 400: errorBody, ...GUARDED_ERRORS },
        },
      },
      (request) => read(deps.db, camelCaseKeys(request.query)),
    );
    api.get(
      `${ANALYTICS_PATH}/${path}.csv`,
      {
        schema: {
          tags: ["hr"],
          summary: `${summary} (CSV)`,
          description: FILTERS,
          querystring: analyticsRestQuerySchema,
          response: { 200: csvBody, 400: errorBody, ...GUARDED_ERRORS },
        },
      },
      async (request, reply) => {
        const body = csv(await read(deps.db, camelCaseKeys(request.query)));
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="analytics-${path}.csv"`)
          .header("cache-control", "no-store")
          .send(body);
      },
    );
  }
  api.get(
    `${ANALYTICS_PATH}/overdue`,
    {
      schema: {
        tags: ["hr"],
        summary: "Applications waiting in their round longer than the 80th percentile of their department and round",
        description:
          "In progress, not withdrawn, waiting since entering the current round longer than the 80th percentile of the " +
          "waits for a decision at that department and round (Kaplan–Meier, over the last two years; none below 20 " +
          "decisions). Longest waiting first, at most 100. Optional `department`.",
        querystring: overdueQuerySchema,
        response: {
          200: overdueRestSchema,
          400: errorBody,
          ...GUARDED_ERRORS,
        },
      },
    },
    async (request) => {
      const { applications } = await listOverdueApplications(deps.db, request.query);
      return { applications: applications.map(snakeCaseKeys) };
    },
  );
}
