// The job applicants of the HR area (spec doc 2 §7). HR bearer token required on every path.
//   GET  /application/api/applicants/:departmentOrId   a department (name, any case) → that
//        department's page of applicants (?round&job_title&job_type&gender&applied_on&page&limit&cursor);
//        a number → one applicant's detail. Departments are never numeric, so the two readings cannot collide.
//   GET  /application/api/applicants/:id/resume|academics   the applicant's PDFs as attachments
//   POST /application/api/applicants/:department/:applicantId/move   {toRound, status[, message, link]}
//   POST /application/api/send-email   {email, message, link, status}
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { departmentFromSlug, DEPARTMENTS } from "../../shared/departments.js";
import { applicantIdSchema, moveApplicantSchema, sendEmailSchema } from "../../shared/hr/applicants.js";
import { camelCaseKeys } from "../../shared/snake-case.js";
import type { Deps } from "../deps.js";
import { AppError } from "../../infra/errors.js";
import { getApplicant } from "../services/applicants/get-applicant.js";
import { listApplicants } from "../services/applicants/list-applicants.js";
import { moveApplicant } from "../services/applicants/move-applicant.js";
import { sendApplicantEmail } from "../services/applicants/send-applicant-email.js";
import { readApplicationDocument } from "../services/applications/read-application-document.js";
import {
  restApplicantDetailSchema,
  restApplicantsPageSchema,
  restApplicantsQuerySchema,
  restMovedApplicantSchema,
  toRestApplicantDetail,
  toRestApplicantsPage,
  toRestMovedApplicant,
} from "./applicant-bodies.js";
import { PDF_DOWNLOAD, sendAttachment } from "./pdf-attachment.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const done = z.object({ success: z.literal(true) });

const departmentSchema = z.string().transform((value, ctx) => {
  const department = departmentFromSlug(value);
  if (!department) ctx.addIssue({ code: "custom", message: `Unknown department: use one of ${DEPARTMENTS.join(", ")}` });
  return department ?? z.NEVER;
});

/** Inside the HR guarded scope (plugin.ts). */
export function registerApplicantRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/application/api/applicants/:departmentOrId",
    {
      schema: {
        tags: ["hr"],
        summary: "A department's applicants by step (department name) or one applicant's detail (numeric id)",
        description:
          "With a department name (Engineering, design, …): that department's job applicants, newest first, " +
          "filtered by `round` (a step slug such as round-1 or a round name such as Round 1; default: every round) " +
          "and, optionally, the exact `job_title`, `job_type`, `gender` and `applied_on` (UTC day) of the rows; " +
          "the CSV export takes the same filters. " +
          "Pass `cursor` (nextCursor/prevCursor of the previous answer) to page by keyset. " +
          "With a number: the detail of that applicant; the query is ignored.",
        params: z.object({ departmentOrId: z.string().max(40) }),
        querystring: restApplicantsQuerySchema,
        response: {
          200: z.union([restApplicantsPageSchema, restApplicantDetailSchema]),
          400: errorBody,
          404: errorBody,
          ...GUARDED_ERRORS,
        },
      },
    },
    async (request) => {
      const { departmentOrId } = request.params;
      if (/^\d+$/.test(departmentOrId)) {
        const id = applicantIdSchema.safeParse(departmentOrId);
        if (!id.success) throw new AppError("BAD_REQUEST", id.error.issues[0]?.message ?? "Invalid applicant ID");
        return toRestApplicantDetail(await getApplicant(deps.db, id.data));
      }
      const department = departmentFromSlug(departmentOrId);
      if (!department) throw new AppError("NOT_FOUND", `Unknown department: use one of ${DEPARTMENTS.join(", ")}`);
      const { round, ...query } = camelCaseKeys(request.query);
      return toRestApplicantsPage(await listApplicants(deps.db, { department, step: round, ...query }));
    },
  );

  for (const kind of ["resume", "academics"] as const) {
    api.get(
      `/application/api/applicants/:id/${kind}`,
      {
        schema: {
          tags: ["hr"],
          summary: `Download an applicant's ${kind === "resume" ? "resume" : "academic documents"} (PDF attachment)`,
          params: z.object({ id: applicantIdSchema }),
          response: { 200: PDF_DOWNLOAD, 400: errorBody, 404: errorBody, 503: errorBody, ...GUARDED_ERRORS },
        },
      },
      async (request, reply) => {
        const file = await readApplicationDocument(deps, { id: request.params.id, source: "job_application", kind });
        return sendAttachment(reply, file);
      },
    );
  }

  api.post(
    "/application/api/applicants/:department/:applicantId/move",
    {
      schema: {
        tags: ["hr"],
        summary: "Accept (status cleared, to a later round) or reject (in the current round) an in-progress applicant",
        description:
          "Writes a history row in the same transaction and enqueues the mail: HR's `message` (with optional `link`) " +
          "when given, else the standard acceptance or rejection mail. If the mail cannot be queued the move is undone (503).",
        params: z.object({ department: departmentSchema, applicantId: applicantIdSchema }),
        body: moveApplicantSchema,
        response: { 200: restMovedApplicantSchema, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      const { mailId: _mailId, ...moved } = await moveApplicant(deps, {
        ...request.body,
        department: request.params.department,
        applicantId: request.params.applicantId,
        changedById: guardedUser(request).id,
      });
      return toRestMovedApplicant(moved);
    },
  );

  api.post(
    "/application/api/send-email",
    {
      schema: {
        tags: ["hr"],
        summary: "Mail HR's own acceptance or rejection message (optional link) to an applicant",
        body: sendEmailSchema,
        response: { 200: done, 400: errorBody, 404: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      await sendApplicantEmail(deps, request.body, guardedUser(request).id);
      return { success: true as const };
    },
  );
}
