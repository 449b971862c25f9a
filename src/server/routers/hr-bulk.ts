// HR's bulk decisions: run one chunk of a selection (move or reject, one message), and the ids of a
// step's movable applicants for "select all matching". Every one an hrProcedure.
import { bulkMatchingIdsSchema, bulkMatchingInputSchema, bulkRunSchema, bulkSummarySchema } from "../../shared/hr/bulk-schemas.js";
import { listMatchingApplicantIds } from "../services/bulk/list-matching-applicant-ids.js";
import { runBulkDecision } from "../services/bulk/run-bulk-decision.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrBulkRouter = router({
  run: hrProcedure
    .input(bulkRunSchema)
    .output(bulkSummarySchema)
    .mutation(({ ctx, input }) => runBulkDecision(ctx.deps, { ...input, actorId: ctx.user.id })),
  matchingIds: hrProcedure
    .input(bulkMatchingInputSchema)
    .output(bulkMatchingIdsSchema)
    .query(({ ctx, input }) => listMatchingApplicantIds(ctx.deps.db, input)),
});
