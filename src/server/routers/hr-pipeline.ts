// The pipeline board's reads (hr.pipeline.*); every one an hrProcedure. Moves go through the
// existing hr.applicants.move, so a drop sends the same mail and writes the same history as today.
import {
  pipelineColumnPageSchema,
  pipelineColumnQuerySchema,
  pipelineJobsQuerySchema,
  pipelineJobsSchema,
} from "../../shared/hr/pipeline-schemas.js";
import { listPipelineColumn } from "../services/pipeline/list-pipeline-column.js";
import { listPipelineJobs } from "../services/pipeline/list-pipeline-jobs.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrPipelineRouter = router({
  column: hrProcedure
    .input(pipelineColumnQuerySchema)
    .output(pipelineColumnPageSchema)
    .query(({ ctx, input }) => listPipelineColumn(ctx.deps.db, input)),
  jobs: hrProcedure
    .input(pipelineJobsQuerySchema)
    .output(pipelineJobsSchema)
    .query(({ ctx, input }) => listPipelineJobs(ctx.deps.db, input.department)),
});
