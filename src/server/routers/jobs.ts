// Public job reads for the jobs board.
import { z } from "zod";
import { jobIdSchema } from "../../shared/job.js";
import { getJob } from "../services/jobs/get-job.js";
import { listJobs } from "../services/jobs/list-jobs.js";
import { publicProcedure, router } from "../trpc/init.js";

export const jobsRouter = router({
  list: publicProcedure.query(({ ctx }) => listJobs(ctx.deps.db)),
  byId: publicProcedure
    .input(z.object({ id: jobIdSchema }))
    .query(({ ctx, input }) => getJob(ctx.deps.db, input.id)),
});
