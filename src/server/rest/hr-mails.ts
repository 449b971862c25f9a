// HR's mail status per candidate and the retry of a failed mail. HR bearer token required.
//   GET  /api/hr/mails?email=…  (or ?application_id=…) → {data: mails, newest first, at most 100}
//   POST /api/hr/mails/:id/retry                        → {data: mail} (queued again); 409 unless failed
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { emailSchema } from "../../shared/email.js";
import { idSchema } from "../../shared/input.js";
import { MAIL_LIST_LIMIT, MAIL_MESSAGES } from "../../shared/hr/mails.js";
import { hrMailListSchema, mailIdSchema, retryResultSchema } from "../../shared/hr/mails-schemas.js";
import type { Deps } from "../deps.js";
import { listMails } from "../services/hr-mails/list-mails.js";
import { retryMail } from "../services/hr-mails/retry-mail.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const listQuery = z
  .object({ email: emailSchema.optional(), application_id: idSchema(MAIL_MESSAGES.invalidApplicationId).optional() })
  .refine((query) => (query.email === undefined) !== (query.application_id === undefined), { message: MAIL_MESSAGES.emailOrApplication });

/** Inside the HR guarded scope (plugin.ts). */
export function registerHrMailRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/hr/mails",
    {
      schema: {
        tags: ["hr"],
        summary: `Every mail to an address (or about an application), newest first, at most ${MAIL_LIST_LIMIT}`,
        description:
          "Kind, subject, status (queued, sent, failed), attempts, last error and times. `retryable` marks a failed mail HR may queue again.",
        querystring: listQuery,
        response: { 200: hrMailListSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => {
      const { email, application_id: applicationId } = request.query;
      return listMails(deps.db, email !== undefined ? { email } : { applicationId });
    },
  );

  api.post(
    "/api/hr/mails/:id/retry",
    {
      schema: {
        tags: ["hr"],
        summary: "Queue a failed mail again",
        description:
          "Only a failed mail that still holds its sealed payload (409 otherwise: sent, queued, erased recipient, or an expired code). Redis down: 503 and the mail stays failed.",
        params: z.object({ id: mailIdSchema }),
        response: { 200: retryResultSchema, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => ({ data: await retryMail(deps, { mailId: request.params.id, actorId: guardedUser(request).id }) }),
  );
}
