// Data requests through REST, over the same services as tRPC me.requests.* and hr.requests.*:
//   POST /api/me/requests {type, message}, GET /api/me/requests (signed-in candidates; HR gets 403)
//   GET /api/hr/requests?status=open|answered|all&page, POST /api/hr/requests/{id}/reply {reply} (HR only)
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataRequestIdSchema,
  dataRequestsQuerySchema,
  fileDataRequestAnswer,
  fileDataRequestInput,
  hrDataRequestsPageSchema,
  myDataRequestsAnswer,
  replyBodySchema,
  replyDataRequestAnswer,
} from "../../shared/data-requests.js";
import type { Deps } from "../deps.js";
import { answerDataRequest } from "../services/data-requests/answer-data-request.js";
import { fileDataRequest } from "../services/data-requests/file-data-request.js";
import { listDataRequests } from "../services/data-requests/list-data-requests.js";
import { listMyDataRequests } from "../services/data-requests/list-my-data-requests.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

/** Inside a signed-in users' guarded scope (plugin.ts). */
export function registerMyDataRequestRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/me/requests",
    {
      schema: {
        tags: ["me"],
        summary: "File a request about the signed-in candidate's personal data; the candidate is mailed an acknowledgement",
        description:
          "`type`: access (see my data), correction, erasure or grievance; `message`: 1–2,000 characters. The request is due " +
          "DATA_REQUEST_DUE_DAYS (default 30) days after filing and lands in HR's queue. At most 5 a day per account (429).",
        body: fileDataRequestInput,
        response: { 200: fileDataRequestAnswer, 400: errorBody, 429: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => fileDataRequest(deps, guardedUser(request), request.body),
  );

  api.get(
    "/api/me/requests",
    {
      schema: {
        tags: ["me"],
        summary: "The signed-in candidate's data requests, newest first, with status, due date and HR's reply once answered",
        response: { 200: myDataRequestsAnswer, ...GUARDED_ERRORS },
      },
    },
    (request) => listMyDataRequests(deps.db, guardedUser(request)),
  );
}

/** Inside the HR guarded scope (plugin.ts). */
export function registerHrDataRequestRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/hr/requests",
    {
      schema: {
        tags: ["hr"],
        summary: "Candidates' data requests, 20 per page: open ones (the default) most urgent first, else newest first",
        description:
          "`status`: open (default), answered or all. Each request says whether it is overdue (open and past its due date). " +
          "`requester` is null once the candidate deleted their account (its message and reply are erased then).",
        querystring: dataRequestsQuerySchema,
        response: { 200: hrDataRequestsPageSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => listDataRequests(deps.db, request.query),
  );

  api.post(
    "/api/hr/requests/:id/reply",
    {
      schema: {
        tags: ["hr"],
        summary: "Answer a data request: marks it answered and mails the reply to the candidate; a request is answered once (409)",
        params: z.object({ id: dataRequestIdSchema }),
        body: replyBodySchema,
        response: { 200: replyDataRequestAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => answerDataRequest(deps, { id: request.params.id, reply: request.body.reply }, guardedUser(request).id),
  );
}
