// HR search across enquiries and applicants (issue #16 items 7 and 9). HR bearer token required.
//   GET /api/hr/search?q=   → {data: the top 20 results, ranked, each with the fields it matched}
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../../shared/hr/search.js";
import { searchQuerySchema, searchResultsSchema } from "../../shared/hr/search-schemas.js";
import type { Deps } from "../deps.js";
import { searchApplications } from "../services/search/search-applications.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";

/** Inside the HR guarded scope (plugin.ts). */
export function registerHrSearchRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/hr/search",
    {
      schema: {
        tags: ["hr"],
        summary: "Search enquiries and applicants by name, e-mail, mobile, college or skills",
        description:
          `The top ${SEARCH_LIMIT} live (not erased) enquiries and job applications, best first: full-text matches (the last word as a ` +
          `prefix; name, e-mail and mobile above college above skills), names with typos, partial e-mails and phone numbers. ` +
          `A query under ${SEARCH_MIN_LENGTH} characters answers no results; over ${SEARCH_MAX_LENGTH}, 400.`,
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => searchApplications(deps.db, request.query.q),
  );
}
