// The signed-in candidate's own area: GET /api/me/applications, POST
// /api/me/applications/:id/withdraw, GET /api/me/profile, the documents of their own applications
// (GET /api/me/applications/:id/resume|academics), GET /api/me/application-defaults and DELETE /api/me, over the same services as
// tRPC me.*. HR tokens are refused (403).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteAccountAnswer, deleteAccountInput } from "../../shared/me/account-data.js";
import { applicationDefaultsSchema } from "../../shared/me/application-defaults.js";
import { applicationIdSchema, expectedDecisionSchema, myApplicationSchema, type MyApplication } from "../../shared/me/applications.js";
import { snakeCaseKeys, snakeCaseSchema } from "../../shared/snake-case.js";
import { MY_DOCUMENT_KINDS, myProfileAnswerSchema } from "../../shared/me/profile.js";
import type { Deps } from "../deps.js";
import { deleteAccount } from "../services/me/delete-account.js";
import { listMyApplications } from "../services/me/list-my-applications.js";
import { openMyDocument } from "../services/me/open-my-document.js";
import { readApplicationDefaults } from "../services/me/read-application-defaults.js";
import { readMyProfile } from "../services/me/read-my-profile.js";
import { withdrawApplication } from "../services/me/withdraw-application.js";
import { PDF_DOWNLOAD, sendAttachment } from "./pdf-attachment.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

/** Inside a signed-in users' guarded scope (plugin.ts). */
/** Issue #32 documents the estimate in snake_case at this door (`median_days`, `p80_days`, `based_on`). */
const restApplicationSchema = myApplicationSchema.extend({
  expectedDecision: snakeCaseSchema(expectedDecisionSchema)
    .describe(expectedDecisionSchema.description ?? "")
    .nullable(),
});

export const myApplicationsRestSchema = z.object({ applications: z.array(restApplicationSchema) });
export const withdrawRestSchema = z.object({ application: restApplicationSchema });

function toRestApplication(application: MyApplication): z.output<typeof restApplicationSchema> {
  return { ...application, expectedDecision: application.expectedDecision && snakeCaseKeys(application.expectedDecision) };
}

export function registerMeRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me/applications",
    {
      schema: {
        tags: ["me"],
        summary: "The signed-in candidate's applications, newest first, with their round changes and the mails sent about them",
        response: { 200: myApplicationsRestSchema, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      const { applications } = await listMyApplications(deps.db, guardedUser(request));
      return { applications: applications.map(toRestApplication) };
    },
  );

  api.post(
    "/api/me/applications/:id/withdraw",
    {
      schema: {
        tags: ["me"],
        summary: "Withdraw one of the signed-in candidate's applications; the candidate is mailed a confirmation",
        params: z.object({ id: applicationIdSchema }),
        response: {
          200: withdrawRestSchema,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          503: errorBody,
          ...GUARDED_ERRORS,
        },
      },
    },
    async (request) => {
      const { application } = await withdrawApplication(deps, guardedUser(request), request.params.id);
      return { application: toRestApplication(application) };
    },
  );

  api.get(
    "/api/me/profile",
    {
      schema: {
        tags: ["me"],
        summary:
          "The signed-in candidate's details as entered on their most recent job application (personal, education, additional info, document download paths); details is null before they have applied",
        response: { 200: myProfileAnswerSchema, ...GUARDED_ERRORS },
      },
    },
    (request) => readMyProfile(deps.db, guardedUser(request)),
  );

  api.get(
    "/api/me/application-defaults",
    {
      schema: {
        tags: ["me"],
        summary:
          "The signed-in candidate's answers on their most recent job application, as the wizard's fields, to start the next one from (identity numbers, the declaration and the optional consent are asked afresh); defaults is null before they have applied",
        response: { 200: applicationDefaultsSchema, ...GUARDED_ERRORS },
      },
    },
    (request) => readApplicationDefaults(deps.db, guardedUser(request)),
  );

  for (const kind of MY_DOCUMENT_KINDS) {
    api.get(
      `/api/me/applications/:id/${kind}`,
      {
        schema: {
          tags: ["me"],
          summary: `Download the ${kind === "resume" ? "resume" : "academic documents"} of one of the signed-in candidate's own applications (PDF attachment)`,
          params: z.object({ id: applicationIdSchema }),
          response: { 200: PDF_DOWNLOAD, 400: errorBody, 404: errorBody, 503: errorBody, ...GUARDED_ERRORS },
        },
      },
      async (request, reply) => {
        const file = await openMyDocument(deps, guardedUser(request), { applicationId: request.params.id, kind });
        return sendAttachment(reply, file);
      },
    );
  }

  api.delete(
    "/api/me",
    {
      schema: {
        tags: ["me"],
        summary:
          "Delete the signed-in candidate's account: erases the personal data of their applications, enquiries and messages and their documents, signs out every session and mails a confirmation",
        body: deleteAccountInput,
        response: { 200: deleteAccountAnswer, 400: errorBody, 429: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => deleteAccount(deps, guardedUser(request), request.body, request.ip),
  );
}
