// Public job reads for the jobs board, from the public job cache.
import { jobByIdInputSchema } from "../../shared/job.js";
import { publicProcedure, router } from "../trpc/init.js";

export const jobsRouter = router({
  list: publicProcedure.query(async ({ ctx }) => (await ctx.deps.publicJobs.list()).value),
  byId: publicProcedure
    .input(jobByIdInputSchema)
    .query(async ({ ctx, input }) => (await ctx.deps.publicJobs.byId(input.id)).value),
});
