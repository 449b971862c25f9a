// HR's reveal of one masked identity number of an application. HR bearer token required.
//   POST /application/api/applicants/:id/reveal  {field: "aadhar" | "pan" | "passport"} → {field, value}
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IDENTIFIER_REVEAL_LIMITS } from "../limits/policies.js";
import { identifierFieldSchema, revealedIdentifierSchema, revealIdentifierSchema } from "../../shared/application/reveal-identifier.js";
import type { Deps } from "../deps.js";
import { revealIdentifier } from "../services/identifiers/reveal-identifier.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const ABOUT_REVEAL = [
  "HR's views show Aadhar, PAN and passport numbers masked to their last four characters (`XXXX XXXX 1234`).",
  "This returns one of them in full and records who revealed which field of which application in the activity log (never the value).",
  `\`:id\` is an applicant or an enquiry. At most ${IDENTIFIER_REVEAL_LIMITS.perMinute} reveals a minute and ${IDENTIFIER_REVEAL_LIMITS.perDay} a day per HR user (429 beyond);`,
  "404 when the application holds no such number.",
].join(" ");

/** Inside the HR guarded scope (plugin.ts). */
export function registerIdentifierRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/application/api/applicants/:id/reveal",
    {
      schema: {
        tags: ["hr"],
        summary: "Reveal one identity number of an application in full (audited)",
        description: ABOUT_REVEAL,
        params: z.object({ id: revealIdentifierSchema.shape.applicationId }),
        body: z.object({ field: identifierFieldSchema }),
        response: { 200: revealedIdentifierSchema, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS, 429: errorBody, 503: errorBody },
      },
    },
    (request) => revealIdentifier(deps, { applicationId: request.params.id, field: request.body.field, actorId: guardedUser(request).id }),
  );
}
