// HR's bulk decisions over REST. HR bearer token required.
//   POST /application/api/applicants/bulk  {applicant_ids, action: "move"|"reject", toRound?, message?, department?}
//        → {action, done, skipped, not_run, stopped}   (issue #16's body: `toRound` as in the spec's single move)
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BULK_MAX_IDS } from "../../shared/hr/bulk.js";
import { bulkRunSchema, bulkSummarySchema, ROUND_CHOSEN } from "../../shared/hr/bulk-schemas.js";
import { camelCaseKeys, snakeCaseKeys, snakeCaseSchema } from "../../shared/snake-case.js";
import type { Deps } from "../deps.js";
import { runBulkDecision } from "../services/bulk/run-bulk-decision.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const ABOUT_BULK =
  `Up to ${BULK_MAX_IDS} applicant ids (repeats are handled once). Each applicant is moved exactly as by the single move: ` +
  "one transaction with its history row, then its mail (`message` when given, else the standard acceptance or rejection " +
  "mail). `move` takes `toRound`, a later round than the applicant's (in the HR Round, HR Round selects); `reject` keeps " +
  "the current round. Applicants that cannot take the decision are listed in `skipped` with the reason (not found, " +
  "withdrawn, not in progress, round not later). If the mail queue cannot be reached the run stops: `done` stands, " +
  "`not_run` lists the rest and `stopped` says why. `department`, when given, limits the run to that department.";

const { applicantIds, ...runFields } = bulkRunSchema.shape;
const restRunSchema = z.object({ applicant_ids: applicantIds, ...runFields }).refine(...ROUND_CHOSEN);
export const bulkRestSummarySchema = snakeCaseSchema(bulkSummarySchema);

/** Inside the HR guarded scope (plugin.ts). */
export function registerBulkRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/application/api/applicants/bulk",
    {
      schema: {
        tags: ["hr"],
        summary: "Move or reject many applicants with one message, each with its mail",
        description: ABOUT_BULK,
        body: restRunSchema,
        response: { 200: bulkRestSummarySchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      return snakeCaseKeys(await runBulkDecision(deps, { ...camelCaseKeys(request.body), actorId: guardedUser(request).id }));
    },
  );
}
