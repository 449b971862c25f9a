// The signed-in candidate's consents: GET /api/me/consents and POST /api/me/consents/{purpose}/withdraw,
// over the same services as tRPC me.consents and me.withdrawConsent. HR tokens are refused (403).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { myConsentsAnswerSchema, withdrawConsentAnswerSchema } from "../../shared/me/consents.js";
import { consentPurposeSchema } from "../../shared/privacy-schemas.js";
import type { Deps } from "../deps.js";
import { listMyConsents } from "../services/consents/list-my-consents.js";
import { withdrawConsent } from "../services/consents/withdraw-consent.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

/** Inside a signed-in users' guarded scope (plugin.ts). */
export function registerMeConsentRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me/consents",
    {
      schema: {
        tags: ["me"],
        summary:
          "The signed-in candidate's consents, one per application and purpose as recorded at submission (privacy notice version, granted or not, when, withdrawn when), newest first",
        response: { 200: myConsentsAnswerSchema, ...GUARDED_ERRORS },
      },
    },
    (request) => listMyConsents(deps.db, guardedUser(request)),
  );

  api.post(
    "/api/me/consents/:purpose/withdraw",
    {
      schema: {
        tags: ["me"],
        summary:
          "Withdraw the signed-in candidate's optional consent (future_openings: keep my profile for future openings) on every application; idempotent (withdrawn: 0 when nothing was left). application_processing is refused (400): withdraw the application or delete the account instead",
        params: z.object({ purpose: consentPurposeSchema }),
        response: { 200: withdrawConsentAnswerSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => withdrawConsent(deps.db, guardedUser(request), request.params.purpose),
  );
}
