// GET /api/jobs and GET /api/jobs/:id, answering the spec's snake_case jobs; POST /api/jobs and
// DELETE /api/jobs/:id for HR (bearer token).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobIdSchema, jobInputSchema, jobSchema } from "../../shared/job.js";
import type { Deps } from "../deps.js";
import { createJob } from "../services/jobs/create-job.js";
import { deleteJob } from "../services/jobs/delete-job.js";
import { getJob } from "../services/jobs/get-job.js";
import { listJobs } from "../services/jobs/list-jobs.js";
import { requireHr } from "./auth.js";
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

  // HR only, checked before the body is parsed.
  const onRequest = async (request: FastifyRequest) => {
    await requireHr(deps, request);
  };

  api.post(
    "/api/jobs",
    {
      onRequest,
      schema: {
        tags: ["jobs"],
        summary: "Post a job (HR); blank list entries are dropped",
        body: jobInputSchema,
        response: { 201: jobSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createJob(deps.db, request.body)),
  );

  api.delete(
    "/api/jobs/:id",
    {
      onRequest,
      schema: {
        tags: ["jobs"],
        summary: "Delete a job (HR); its applications stay, without the job link",
        params: z.object({ id: jobIdSchema }),
        response: { 200: z.object({ success: z.literal(true) }), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await deleteJob(deps.db, request.params.id);
      return { success: true as const };
    },
  );
}
