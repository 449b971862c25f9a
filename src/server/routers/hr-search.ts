// HR search across enquiries and applicants, and the duplicates of one application; hrProcedures.
import { duplicatesInputSchema, duplicatesSchema, searchQuerySchema, searchResultsSchema } from "../../shared/hr/search-schemas.js";
import { findDuplicates } from "../services/search/find-duplicates.js";
import { searchApplications } from "../services/search/search-applications.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrSearchRouter = router({
  query: hrProcedure
    .input(searchQuerySchema)
    .output(searchResultsSchema)
    .query(({ ctx, input }) => searchApplications(ctx.deps.db, input.q)),
  duplicates: hrProcedure
    .input(duplicatesInputSchema)
    .output(duplicatesSchema)
    .query(({ ctx, input }) => findDuplicates(ctx.deps.db, input.applicationId)),
});
