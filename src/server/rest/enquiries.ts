// The enquiries of the HR area (the spec's candidates): GET/DELETE /api/candidates[/:id], POST
// /api/candidates/:id/reject and the HR-only document downloads. HR bearer token required.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  enquiryIdSchema,
  enquirySchema,
  enquiriesPageSchema,
  enquiriesQuerySchema,
  rejectEnquirySchema,
} from "../../shared/hr/enquiries.js";
import type { Deps } from "../deps.js";
import { deleteEnquiry } from "../services/enquiries/delete-enquiry.js";
import { getEnquiry } from "../services/enquiries/get-enquiry.js";
import { listEnquiries } from "../services/enquiries/list-enquiries.js";
import { readApplicationDocument } from "../services/applications/read-application-document.js";
import { rejectEnquiry } from "../services/enquiries/reject-enquiry.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";
import { PDF_DOWNLOAD, sendAttachment } from "./pdf-attachment.js";

const idParams = z.object({ id: enquiryIdSchema });
const done = z.object({ success: z.literal(true) });

/** Inside the HR guarded scope (plugin.ts). */
export function registerEnquiryRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/candidates",
    {
      schema: {
        tags: ["hr"],
        summary: "Enquiries, newest first, 10 per page; filters by name, email and creation dates",
        querystring: enquiriesQuerySchema,
        response: { 200: enquiriesPageSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => listEnquiries(deps.db, request.query),
  );

  api.get(
    "/api/candidates/:id",
    {
      schema: {
        tags: ["hr"],
        summary: "One enquiry",
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: enquirySchema }), 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await getEnquiry(deps.db, request.params.id) }),
  );

  api.delete(
    "/api/candidates/:id",
    {
      schema: {
        tags: ["hr"],
        summary: "Delete an enquiry and its documents",
        params: idParams,
        response: { 200: done, 400: errorBody, 404: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      await deleteEnquiry(deps, request.params.id, guardedUser(request).id);
      return { success: true as const };
    },
  );

  api.post(
    "/api/candidates/:id/reject",
    {
      schema: {
        tags: ["hr"],
        summary: "Reject the enquiry once and mail its candidate; a blank reason becomes the default reason; 409 if already rejected",
        params: idParams,
        // A POST without a body is a rejection with the default reason.
        body: z.preprocess((body) => body ?? {}, rejectEnquirySchema),
        response: { 200: done, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      await rejectEnquiry(deps, { id: request.params.id, reason: request.body.reason, changedById: guardedUser(request).id });
      return { success: true as const };
    },
  );

  for (const kind of ["resume", "academics"] as const) {
    api.get(
      `/api/candidates/:id/${kind}`,
      {
        schema: {
          tags: ["hr"],
          summary: `Download an enquiry's ${kind === "resume" ? "resume" : "academic documents"} (PDF attachment)`,
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
