// GET /api/jobs and GET /api/jobs/:id, answering the spec's snake_case jobs from the public job
// cache; POST /api/jobs, PUT and DELETE /api/jobs/:id for HR (bearer token).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobIdSchema, jobInputSchema, jobSchema } from "../../shared/job.js";
import type { Deps } from "../deps.js";
import type { AuthUser } from "../services/auth/tokens.js";
import { createJob } from "../services/jobs/create-job.js";
import { deleteJob } from "../services/jobs/delete-job.js";
import { updateJob } from "../services/jobs/update-job.js";
import { requireHr } from "./auth.js";
import { NOT_MODIFIED, sendCachedJson } from "./cached-json.js";
import { errorBody } from "./errors.js";
import { BEARER_SECURITY } from "./openapi.js";
import { publicReadRateLimit } from "./rate-limit.js";

export function registerJobRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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

  // HR only, checked before the body is parsed; the HR user is kept for the audit row's actor.
  const hrUsers = new WeakMap<FastifyRequest, AuthUser>();
  const onRequest = async (request: FastifyRequest) => {
    hrUsers.set(request, await requireHr(deps, request));
  };
  const actorOf = (request: FastifyRequest) => hrUsers.get(request)?.id ?? null;

  api.post(
    "/api/jobs",
    {
      onRequest,
      schema: {
        tags: ["jobs"],
        security: BEARER_SECURITY,
        summary: "Post a job (HR); blank list entries are dropped",
        body: jobInputSchema,
        response: { 201: jobSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createJob(deps, request.body, actorOf(request))),
  );

  api.put(
    "/api/jobs/:id",
    {
      onRequest,
      schema: {
        tags: ["jobs"],
        security: BEARER_SECURITY,
        summary: "Edit a job (HR): the whole job, validated as when posting",
        params: z.object({ id: jobIdSchema }),
        body: jobInputSchema,
        response: { 200: jobSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => updateJob(deps, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    "/api/jobs/:id",
    {
      onRequest,
      schema: {
        tags: ["jobs"],
        security: BEARER_SECURITY,
        summary: "Delete a job (HR); its applications stay, without the job link, and the open ones are closed (each candidate is mailed)",
        params: z.object({ id: jobIdSchema }),
        response: {
          200: z.object({ success: z.literal(true), closed_applications: z.number().int() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { closedApplications } = await deleteJob(deps, request.params.id, actorOf(request));
      return { success: true as const, closed_applications: closedApplications };
    },
  );
}
