// POST /application/upload (a signed-in user's job application) and POST /upload (an enquiry from
// the /enquiry page, no account, rate-limited per IP): multipart with `resume`, optional
// `academics` and a JSON `data` part. Multipart parsing lives only in this plugin's scope.
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { APPLICATION_MESSAGES } from "../../shared/application/messages.js";
import type { Deps } from "../deps.js";
import { AppError } from "../../infra/errors.js";
import { multipartLimits, receiveUpload } from "../services/applications/receive-upload.js";
import { submitApplication } from "../services/applications/submit-application.js";
import { submitEnquiry } from "../services/applications/submit-enquiry.js";
import { requireUser } from "./auth.js";
import { errorBody } from "./errors.js";
import { BEARER_SECURITY } from "./openapi.js";

/** Per client IP, on the app's @fastify/rate-limit (registered in app.ts with `global: false`). */
export const ENQUIRY_RATE_LIMIT = {
  max: 10,
  timeWindow: "1 hour",
  errorResponseBuilder: () =>
    new AppError("TOO_MANY_REQUESTS", "Too many enquiries from your network. Please try again in an hour.", { reason: "RATE_LIMITED" }),
};

const submittedBody = z.object({ id: z.number().int(), message: z.string() });
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  429: errorBody,
  503: errorBody,
};
const MULTIPART_DESCRIPTION =
  "multipart/form-data: `resume` (PDF, required), `academics` (PDF, optional), `data` (JSON of the nine steps' values";

export async function registerApplicationUploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits(deps.env.UPLOAD_MAX_MB) });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      "/application/upload",
      {
        schema: {
          tags: ["applications"],
          summary: "Submit a job application (signed-in users)",
          security: BEARER_SECURITY,
          description: `${MULTIPART_DESCRIPTION} plus jobTitle, user_id and jobpost_id; jobpost_id 0 is a general application).`,
          consumes: ["multipart/form-data"],
          response: { 201: submittedBody, ...errors },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const upload = await receiveUpload(deps, request.parts());
        const { id } = await submitApplication(deps, user, upload);
        return reply.code(201).send({ id, message: APPLICATION_MESSAGES.submitted });
      },
    );

    api.post(
      "/upload",
      {
        schema: {
          tags: ["applications"],
          summary: "Submit a candidate enquiry (no account; limited per IP)",
          description: `${MULTIPART_DESCRIPTION}).`,
          consumes: ["multipart/form-data"],
          response: { 201: submittedBody, ...errors },
        },
        config: { rateLimit: ENQUIRY_RATE_LIMIT },
      },
      async (request, reply) => {
        const upload = await receiveUpload(deps, request.parts());
        const { id } = await submitEnquiry(deps, upload);
        return reply.code(201).send({ id, message: APPLICATION_MESSAGES.enquirySubmitted });
      },
    );
  });
}
