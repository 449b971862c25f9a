// GET /api/me/export ("Download my data"): the signed-in candidate's data as a ZIP attachment,
// streamed (services/me/export-my-data.ts). HR tokens are refused (403); a few downloads per user an hour.
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../infra/errors.js";
import { MY_DATA_EXPORT_PATH } from "../../shared/me/account-data.js";
import type { Deps } from "../deps.js";
import { exportMyData } from "../services/me/export-my-data.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const EXPORTS_PER_HOUR = 5;

/** Per user: an export reads every file of the account, and nobody needs more than a few an hour. */
const MY_DATA_EXPORT_RATE_LIMIT = {
  max: EXPORTS_PER_HOUR,
  timeWindow: "1 hour",
  // After the guarded scope's preValidation hook has resolved the user the limit is counted for.
  hook: "preHandler",
  keyGenerator: (request) => `user-${guardedUser(request).id}`,
  errorResponseBuilder: (_request, context) =>
    new AppError(
      "TOO_MANY_REQUESTS",
      `You can download your data ${EXPORTS_PER_HOUR} times an hour. Please try again in ${context.after}.`,
      {
        reason: "RATE_LIMITED",
      },
    ),
} satisfies RateLimitOptions;

const zipDownload = {
  description: "A ZIP attachment (my-data.zip): my-data.json and documents/<applicationId>-resume.pdf, …-academic-documents.pdf",
  content: { "application/zip": { schema: z.string().meta({ format: "binary" }) } },
};

/** Inside a signed-in users' guarded scope (plugin.ts). */
export function registerMeExportRoute(app: FastifyInstance, deps: Deps): void {
  // Without the zod type provider: the answer is a stream, which its typed reply would not take.
  app.get(
    MY_DATA_EXPORT_PATH,
    {
      // A HEAD would build the whole export only to drop it, and count against the limit.
      exposeHeadRoute: false,
      config: { rateLimit: MY_DATA_EXPORT_RATE_LIMIT },
      schema: {
        tags: ["me"],
        summary: "Download everything held about the signed-in candidate: account, applications, round history, mails and documents (ZIP)",
        response: { 200: zipDownload, ...GUARDED_ERRORS, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const zip = await exportMyData(deps, guardedUser(request));
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", 'attachment; filename="my-data.zip"')
        .header("cache-control", "no-store")
        .send(zip);
    },
  );
}
