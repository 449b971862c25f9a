// The audit trail for HR, read-only (there is no path that changes or removes a row). HR bearer
// token required.
//   GET /api/hr/activity?actor&action&from&to&application_id&page&cursor → a page of 50, newest first
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { activityPageSchema, activityRestQuerySchema } from "../../shared/hr/audit-schemas.js";
import type { Deps } from "../deps.js";
import { listActivity } from "../services/audit/list-activity.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";

export const ACTIVITY_PATH = "/api/hr/activity";

/** Inside the HR guarded scope (plugin.ts). */
export function registerActivityRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    ACTIVITY_PATH,
    {
      schema: {
        tags: ["hr"],
        summary: "The audit trail: who did what, newest first, 50 per page",
        description:
          "Filters: `actor` (an HR user's id), `action` (e.g. applicant_moved), `from` and `to` (days, YYYY-MM-DD, UTC, " +
          "both inclusive), `application_id`. `page` numbers the pages; pass `cursor` (nextCursor or prevCursor of the " +
          "previous answer, with page ± 1) to page by keyset. Rows hold ids and states, never personal data. " +
          "The trail is append-only: no path changes or removes a row.",
        querystring: activityRestQuerySchema,
        response: { 200: activityPageSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => {
      const { application_id: applicationId, ...query } = request.query;
      return listActivity(deps.db, { ...query, applicationId });
    },
  );
}
