// Self-booking and scorecards through REST, over the same services as their tRPC procedures
// (routers/interview-slots.ts):
//   HR:         POST /application/api/applicants/{id}/interview-slots, GET /application/api/applicants/{id}/scorecards,
//               GET and PUT /api/hr/scorecard-criteria?department=&round=
//   candidates: POST /api/me/interview-slots/{slotId}/book (the open times are GET /api/me/interviews `slots`)
//   staff:      POST /api/interviews/{id}/scorecard, GET /api/interviews/{id}/scorecards
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { applicantIdSchema } from "../../shared/hr/applicants.js";
import { slotIdSchema } from "../../shared/interview-slots.js";
import { interviewIdSchema } from "../../shared/interviews.js";
import { criteriaBodySchema, criteriaKeySchema, scorecardBodySchema } from "../../shared/scorecards.js";
import { camelCaseKeys, snakeCaseKeys } from "../../shared/snake-case.js";
import type { Deps } from "../deps.js";
import { bookInterviewSlot } from "../services/interview-slots/book-interview-slot.js";
import { offerInterviewSlots } from "../services/interview-slots/offer-interview-slots.js";
import { listApplicationScorecards } from "../services/scorecards/list-application-scorecards.js";
import { readInterviewScorecards } from "../services/scorecards/read-interview-scorecards.js";
import { readScorecardCriteria } from "../services/scorecards/read-scorecard-criteria.js";
import { setScorecardCriteria } from "../services/scorecards/set-scorecard-criteria.js";
import { submitScorecard } from "../services/scorecards/submit-scorecard.js";
import { errorBody, GUARDED_ERRORS, withSnakeCaseField } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";
import {
  restApplicationScorecardsAnswer,
  restBookSlotAnswer,
  restCriteriaAnswer,
  restInterviewScorecardsAnswer,
  restOfferSlotsBody,
  restSetCriteriaAnswer,
  restSlotOfferAnswer,
  restSubmitScorecardAnswer,
  toRestApplicationScorecards,
  toRestBooking,
  toRestInterviewScorecards,
} from "./interview-bodies.js";

/** Inside the HR guarded scope (plugin.ts). */
export function registerHrInterviewSlotRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/application/api/applicants/:id/interview-slots",
    {
      schema: {
        tags: ["hr"],
        summary: "Offer interview times to an applicant, who books one on Tracking Application; the applicant is mailed the times",
        description:
          "`slots`: 1–20 times, each `starts_at` (an instant with its offset) in the future and `duration_minutes` 15–240, no two " +
          "overlapping; `interviewer_ids`: 1–5 HR users or active interviewers, who take every time; a `location` or a " +
          "`meeting_url` (or both). The applicant must be in progress. Nothing is reserved until the applicant books: an " +
          "interviewer busy by then makes that time unavailable. To offer the same times to several applicants of one " +
          "round, use tRPC hr.interviews.offerSlots (applicationIds).",
        params: z.object({ id: applicantIdSchema }),
        body: restOfferSlotsBody,
        response: { 201: restSlotOfferAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request, reply) => {
      const { slots, ...fields } = camelCaseKeys(request.body);
      const offer = { ...fields, slots: slots.map(camelCaseKeys), applicationIds: [request.params.id] };
      const answer = await withSnakeCaseField(offerInterviewSlots(deps, offer, guardedUser(request).id));
      return reply.code(201).send(snakeCaseKeys(answer));
    },
  );

  api.get(
    "/application/api/applicants/:id/scorecards",
    {
      schema: {
        tags: ["hr"],
        summary: "An applicant's scorecards, interview by interview (newest first): each interviewer's ratings, recommendation and notes",
        description: "`pending` lists the interview's interviewers who have not submitted theirs. Never shown to the candidate.",
        params: z.object({ id: applicantIdSchema }),
        response: { 200: restApplicationScorecardsAnswer, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => toRestApplicationScorecards(await listApplicationScorecards(deps.db, request.params.id)),
  );

  api.get(
    "/api/hr/scorecard-criteria",
    {
      schema: {
        tags: ["hr"],
        summary: "The criteria a department's round rates on its scorecards: HR's own list, or the round's defaults (is_default)",
        querystring: criteriaKeySchema,
        response: { 200: restCriteriaAnswer, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => snakeCaseKeys(await readScorecardCriteria(deps.db, request.query)),
  );

  api.put(
    "/api/hr/scorecard-criteria",
    {
      schema: {
        tags: ["hr"],
        summary: "Set the criteria of a department's round: 1–8 labels of 2–60 characters, each once; interviews rate them from then on",
        querystring: criteriaKeySchema,
        body: criteriaBodySchema,
        response: { 200: restSetCriteriaAnswer, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) =>
      snakeCaseKeys(await setScorecardCriteria(deps, { ...request.query, criteria: request.body.criteria }, guardedUser(request).id)),
  );
}

/** Inside a signed-in users' guarded scope (plugin.ts). */
export function registerMyInterviewSlotRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/me/interview-slots/:slotId/book",
    {
      schema: {
        tags: ["me"],
        summary: "Book one of the interview times offered to the signed-in candidate; the invitation is mailed",
        description:
          'Exactly once: of many candidates pressing one time, one gets it and the others 409 ("This time was just taken; pick ' +
          'another"); pressing a time one already holds answers 200 with the same interview. One time per offer (another: 409). ' +
          "A time not offered to the candidate: 404. The open times are `slots` of GET /api/me/interviews.",
        params: z.object({ slotId: slotIdSchema }),
        response: { 200: restBookSlotAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => toRestBooking(await bookInterviewSlot(deps, guardedUser(request), request.params.slotId)),
  );
}

/** Inside the staff guarded scope (HR or an interviewer; plugin.ts). */
export function registerScorecardRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/interviews/:id/scorecard",
    {
      schema: {
        tags: ["interviews"],
        summary: "Submit one's scorecard of an interview one is on: every criterion rated 1–4, a recommendation and notes",
        description:
          "`ratings`: exactly the interview's `criteria` (GET /api/interviews), each 1–4; `recommendation`: strong_no, no, yes or " +
          "strong_yes; `notes`: up to 5,000 characters. Submitting again changes it until HR decides the round (then 409). " +
          "The answer holds the other interviewers' scorecards, visible once one's own is in.",
        params: z.object({ id: interviewIdSchema }),
        body: scorecardBodySchema,
        response: { 200: restSubmitScorecardAnswer, 400: errorBody, 404: errorBody, 409: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      const { message, ...scorecards } = await submitScorecard(deps, guardedUser(request), request.params.id, request.body);
      return { ...toRestInterviewScorecards(scorecards), message };
    },
  );

  api.get(
    "/api/interviews/:id/scorecards",
    {
      schema: {
        tags: ["interviews"],
        summary: "An interview's scorecards: one's own, and the other interviewers' once one's own is submitted (`others` null until then)",
        params: z.object({ id: interviewIdSchema }),
        response: { 200: restInterviewScorecardsAnswer, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => toRestInterviewScorecards(await readInterviewScorecards(deps.db, guardedUser(request), request.params.id)),
  );
}
