// POST /api/jobs, PUT and DELETE /api/jobs/:id: HR's writes to the jobs (spec doc 2 §7). Inside the
// HR guarded scope, so the token is checked before the body is parsed; the HR user is the audit row's actor.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobIdSchema, jobInputSchema, jobSchema } from "../../shared/job.js";
import type { Deps } from "../deps.js";
import { createJob } from "../services/jobs/create-job.js";
import { deleteJob } from "../services/jobs/delete-job.js";
import { updateJob } from "../services/jobs/update-job.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

/** Inside the HR guarded scope (plugin.ts). */
export function registerJobWriteRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/jobs",
    {
      schema: {
        tags: ["jobs"],
        summary: "Post a job (HR); blank list entries are dropped",
        body: jobInputSchema,
        response: { 201: jobSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await createJob(deps, request.body, guardedUser(request).id)),
  );

  api.put(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "Edit a job (HR): the whole job, validated as when posting",
        params: z.object({ id: jobIdSchema }),
        body: jobInputSchema,
        response: { 200: jobSchema, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => updateJob(deps, request.params.id, request.body, guardedUser(request).id),
  );

  api.delete(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "Delete a job (HR); its applications stay, without the job link, and the open ones are closed (each candidate is mailed)",
        params: z.object({ id: jobIdSchema }),
        response: {
          200: z.object({ success: z.literal(true), closed_applications: z.number().int() }),
          400: errorBody,
          404: errorBody,
          503: errorBody,
          ...GUARDED_ERRORS,
        },
      },
    },
    async (request) => {
      const { closedApplications } = await deleteJob(deps, request.params.id, guardedUser(request).id);
      return { success: true as const, closed_applications: closedApplications };
    },
  );
}
