// GET /api/jobs and GET /api/jobs/:id, answering the spec's snake_case jobs from the public job
// cache. HR's writes to the same paths are in job-writes.ts, inside the HR scope.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { jobIdSchema, jobSchema } from "../../shared/job.js";
import type { Deps } from "../deps.js";
import { NOT_MODIFIED, sendCachedJson } from "./cached-json.js";
import { errorBody } from "./errors.js";
import { publicReadRateLimit } from "./rate-limit.js";

export function registerJobRoutes(app: FastifyInstance, deps: Deps): void {
  const rateLimit = publicReadRateLimit(deps.env);

  // Registered without the zod type provider: they answer the cache's JSON string, which the
  // provider's typing would refuse; the schemas still validate the id and describe the answer.
  app.get(
    "/api/jobs",
    {
      config: { rateLimit },
      schema: {
        tags: ["jobs"],
        summary: "All posted jobs, newest first (ETag; 304 on If-None-Match)",
        response: { 200: z.array(jobSchema), 304: NOT_MODIFIED, 429: errorBody },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await deps.publicJobs.list()),
  );

  app.get<{ Params: { id: number } }>(
    "/api/jobs/:id",
    {
      config: { rateLimit },
      schema: {
        tags: ["jobs"],
        summary: "One job (ETag; 304 on If-None-Match)",
        params: z.object({ id: jobIdSchema }),
        response: { 200: jobSchema, 304: NOT_MODIFIED, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await deps.publicJobs.byId(request.params.id)),
  );
}
