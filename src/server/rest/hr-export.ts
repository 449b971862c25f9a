// CSV downloads of the HR lists with the list's current filters (issue #16 item 6), streamed
// (services/hr-export). A file download, not an RPC, so there is no tRPC procedure (as for the
// candidate's ZIP, docs/decisions/0053-download-my-data.md). HR bearer token required.
//   GET /api/hr/export/enquiries.csv?name&email&createdAt_gte&createdAt_lte
//   GET /api/hr/export/applicants.csv?department&round&job_title&job_type&gender&applied_on
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Readable } from "node:stream";
import { z } from "zod";
import { AppError } from "../../infra/errors.js";
import { enquiryFiltersSchema, type EnquiryFilters } from "../../shared/hr/enquiries.js";
import { applicantExportQuerySchema, HR_EXPORT_PATHS, type ApplicantExportQuery } from "../../shared/hr/export.js";
import type { Deps } from "../deps.js";
import { exportApplicantsCsv } from "../services/hr-export/applicants-csv.js";
import { exportEnquiriesCsv } from "../services/hr-export/enquiries-csv.js";
import { recordExportAudit } from "../services/hr-export/record-export-audit.js";
import { camelCaseKeys } from "../../shared/snake-case.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const EXPORTS_PER_HOUR = 30;

/** Per HR user: each export reads every matching row; enough for re-exporting as filters change. */
const HR_EXPORT_RATE_LIMIT = {
  max: EXPORTS_PER_HOUR,
  timeWindow: "1 hour",
  // After the HR scope's onRequest hook has resolved the user the limit is counted for.
  hook: "preHandler",
  keyGenerator: (request) => `hr-export-${guardedUser(request).id}`,
  errorResponseBuilder: (_request, context) =>
    new AppError("TOO_MANY_REQUESTS", `You can export ${EXPORTS_PER_HOUR} lists an hour. Please try again in ${context.after}.`, {
      reason: "RATE_LIMITED",
    }),
} satisfies RateLimitOptions;

const csvDownload = (name: string) => ({
  description: `A CSV attachment (${name}-YYYY-MM-DD.csv): UTF-8 with a byte order mark, CRLF line ends, a header row; cells that a spreadsheet would run as a formula start with '`,
  content: { "text/csv": { schema: z.string().meta({ format: "binary" }) } },
});

function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${day}.csv"`)
    .header("cache-control", "no-store")
    .send(csv);
}

/** Inside the HR guarded scope (plugin.ts). */
export function registerHrExportRoutes(app: FastifyInstance, deps: Deps): void {
  const routeOptions = (summary: string, querystring: z.ZodType, name: string) => ({
    // A HEAD would read the whole export only to drop it, and count against the limit.
    exposeHeadRoute: false,
    config: { rateLimit: HR_EXPORT_RATE_LIMIT },
    schema: {
      tags: ["hr"],
      summary,
      querystring,
      response: { 200: csvDownload(name), 400: errorBody, ...GUARDED_ERRORS, 429: errorBody, 503: errorBody },
    },
  });

  // Without the zod type provider: the answer is a stream, which its typed reply would not take.
  // The schema's validator has already parsed the query into the filters, so they are typed by hand.
  app.get(
    HR_EXPORT_PATHS.enquiries,
    routeOptions("Every enquiry matching the list's filters, newest first (CSV)", enquiryFiltersSchema, "enquiries"),
    async (request, reply) => {
      const filters = request.query as EnquiryFilters;
      const csv = await exportEnquiriesCsv(deps.db, filters);
      // Once the export has started (its first batch read): an export refused before it writes no row.
      await recordExportAudit(deps.db, guardedUser(request).id, { list: "enquiries", filters });
      return sendCsv(reply, "enquiries", csv);
    },
  );

  app.get(
    HR_EXPORT_PATHS.applicants,
    routeOptions(
      "Every job applicant matching the applicant list's filters: a department (default: all), a step (default: every round), job title, job type, gender, applied day; newest first (CSV)",
      applicantExportQuerySchema,
      "applicants",
    ),
    async (request, reply) => {
      const filters = camelCaseKeys(request.query as ApplicantExportQuery);
      const csv = await exportApplicantsCsv(deps.db, filters);
      await recordExportAudit(deps.db, guardedUser(request).id, { list: "applicants", filters });
      return sendCsv(reply, "applicants", csv);
    },
  );
}
