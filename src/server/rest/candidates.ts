// The enquiry candidates of the HR area: GET/DELETE /api/candidates[/:id], POST
// /api/candidates/:id/reject and the HR-only document downloads. HR bearer token required.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  candidateIdSchema,
  candidateSchema,
  candidatesPageSchema,
  candidatesQuerySchema,
  rejectCandidateSchema,
} from "../../shared/hr/candidates.js";
import type { Deps } from "../deps.js";
import { deleteCandidate } from "../services/candidates/delete-candidate.js";
import { getCandidate } from "../services/candidates/get-candidate.js";
import { listCandidates } from "../services/candidates/list-candidates.js";
import { readApplicationDocument, type OpenedDocument } from "../services/candidates/read-application-document.js";
import { rejectCandidate } from "../services/candidates/reject-candidate.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const idParams = z.object({ id: candidateIdSchema });
const done = z.object({ success: z.literal(true) });

/** Inside the HR guarded scope (plugin.ts). */
export function registerCandidateRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/candidates",
    {
      schema: {
        tags: ["hr"],
        summary: "Enquiry candidates, newest first, 10 per page; filters by name, email and creation dates",
        querystring: candidatesQuerySchema,
        response: { 200: candidatesPageSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => listCandidates(deps.db, request.query),
  );

  api.get(
    "/api/candidates/:id",
    {
      schema: {
        tags: ["hr"],
        summary: "One enquiry candidate",
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: candidateSchema }), 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await getCandidate(deps.db, request.params.id) }),
  );

  api.delete(
    "/api/candidates/:id",
    {
      schema: {
        tags: ["hr"],
        summary: "Delete an enquiry candidate and their documents",
        params: idParams,
        response: { 200: done, 400: errorBody, 404: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      await deleteCandidate(deps, request.params.id, guardedUser(request).id);
      return { success: true as const };
    },
  );

  api.post(
    "/api/candidates/:id/reject",
    {
      schema: {
        tags: ["hr"],
        summary: "Reject the candidate once and mail them; a blank reason becomes the default reason; 409 if already rejected",
        params: idParams,
        // A POST without a body is a rejection with the default reason.
        body: z.preprocess((body) => body ?? {}, rejectCandidateSchema),
        response: { 200: done, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      await rejectCandidate(deps, { id: request.params.id, reason: request.body.reason, changedById: guardedUser(request).id });
      return { success: true as const };
    },
  );

  for (const kind of ["resume", "academics"] as const) {
    api.get(
      `/api/candidates/:id/${kind}`,
      {
        schema: {
          tags: ["hr"],
          summary: `Download an enquiry candidate's ${kind === "resume" ? "resume" : "academic documents"} (PDF attachment)`,
          params: idParams,
          response: { 200: PDF_DOWNLOAD, 400: errorBody, 404: errorBody, 503: errorBody, ...GUARDED_ERRORS },
        },
      },
      async (request, reply) => {
        const file = await readApplicationDocument(deps, { id: request.params.id, source: "enquiry", kind });
        return sendAttachment(reply, file);
      },
    );
  }
}

/** The OpenAPI description of sendAttachment's answer. */
export const PDF_DOWNLOAD = {
  description: "The PDF as an attachment (Content-Disposition: attachment; filename=…)",
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
};

/** A stored PDF as a download: never rendered inline, never cached. */
export function sendAttachment(reply: FastifyReply, file: OpenedDocument): FastifyReply {
  if (file.size !== undefined) reply.header("content-length", file.size);
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.downloadName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(file.stream);
}
