// GET /api/jobs and GET /api/jobs/:id, answering the spec's snake_case jobs.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobIdSchema, jobSchema } from "../../shared/job.js";
import type { Deps } from "../deps.js";
import { getJob } from "../services/jobs/get-job.js";
import { listJobs } from "../services/jobs/list-jobs.js";
import { errorBody } from "./errors.js";

export function registerJobRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/jobs",
    {
      schema: {
        tags: ["jobs"],
        summary: "All posted jobs, newest first",
        response: { 200: z.array(jobSchema) },
      },
    },
    () => listJobs(deps.db),
  );

  api.get(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "One job",
        params: z.object({ id: jobIdSchema }),
        response: { 200: jobSchema, 400: errorBody, 404: errorBody },
      },
    },
    (request) => getJob(deps.db, request.params.id),
  );
}
