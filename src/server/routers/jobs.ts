// Public job reads for the jobs board, from the public job cache, and the signed-in candidate's
// applied jobs, which the board marks and the wizard checks before it starts.
import { jobByIdInputSchema } from "../../shared/job.js";
import { listAppliedJobs } from "../services/applications/list-applied-jobs.js";
import { protectedProcedure, publicProcedure, router } from "../trpc/init.js";

export const jobsRouter = router({
  list: publicProcedure.query(async ({ ctx }) => (await ctx.deps.publicJobs.list()).value),
  byId: publicProcedure.input(jobByIdInputSchema).query(async ({ ctx, input }) => (await ctx.deps.publicJobs.byId(input.id)).value),
  applied: protectedProcedure.query(({ ctx }) => listAppliedJobs(ctx.deps.db, ctx.user.id)),
});
