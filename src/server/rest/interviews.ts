// Interviews through REST, over the same services as tRPC hr.interviews.*, interviews.list and me.interviews:
//   HR:         POST /application/api/applicants/{id}/interviews {starts_at, duration_minutes, interviewer_ids,
//               location?, meeting_url?} → 201 {id} or 409; PATCH /api/interviews/{id}; DELETE /api/interviews/{id}
//   staff:      GET /api/interviews (HR every one, an interviewer their own)
//   candidates: GET /api/me/interviews, GET /api/me/interviews/{id}.ics (add to calendar)
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { applicantIdSchema } from "../../shared/hr/applicants.js";
import { interviewIdSchema, interviewWriteAnswer } from "../../shared/interviews.js";
import { camelCaseKeys } from "../../shared/snake-case.js";
import { INTERVIEW_LIMITS, INTERVIEW_TEXTS } from "../../shared/interview-terms.js";
import type { Deps } from "../deps.js";
import { cancelInterview } from "../services/interviews/cancel-interview.js";
import { listInterviews } from "../services/interviews/list-interviews.js";
import { listMyInterviews } from "../services/interviews/list-my-interviews.js";
import { readMyInterviewCalendar } from "../services/interviews/read-my-interview-calendar.js";
import { rescheduleInterview } from "../services/interviews/reschedule-interview.js";
import { scheduleInterview } from "../services/interviews/schedule-interview.js";
import { errorBody, GUARDED_ERRORS, withSnakeCaseField } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";
import {
  restInterviewsAnswerSchema,
  restInterviewsQuerySchema,
  restMyInterviewsAnswerSchema,
  restRescheduleInterviewBody,
  restScheduleInterviewBody,
  toRestInterviews,
  toRestMyInterviews,
} from "./interview-bodies.js";

const RULES =
  `\`starts_at\`: an instant with its offset (2026-12-01T10:00:00+05:30 or …Z), in the future; \`duration_minutes\`: ` +
  `${INTERVIEW_LIMITS.minDuration}–${INTERVIEW_LIMITS.maxDuration}; \`interviewer_ids\`: ${INTERVIEW_LIMITS.minInterviewers}–` +
  `${INTERVIEW_LIMITS.maxInterviewers} distinct HR users or active interviewers; a \`location\` (≤ ${INTERVIEW_LIMITS.location} ` +
  `characters) or an http(s) \`meeting_url\` (≤ ${INTERVIEW_LIMITS.meetingUrl}), or both. An interviewer who already has an ` +
  "interview overlapping that time makes it a 409 (reason INTERVIEWER_BUSY) naming them; back-to-back interviews are allowed.";

const ICS_DOWNLOAD = {
  description: "The interview as an iCalendar file (Content-Disposition: attachment; filename=interview-<id>.ics)",
  content: { "text/calendar": { schema: z.string() } },
};

/** Inside the HR guarded scope (plugin.ts). */
export function registerHrInterviewRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/application/api/applicants/:id/interviews",
    {
      schema: {
        tags: ["hr"],
        summary: "Schedule an interview of an applicant in their current round; the candidate and every interviewer are mailed an invite",
        description:
          `${RULES} The applicant must be in progress (not withdrawn or decided). Each invite carries a text/calendar ` +
          "(METHOD:REQUEST) part and an .ics attachment; reminders follow 24 h and 1 h before.",
        params: z.object({ id: applicantIdSchema }),
        body: restScheduleInterviewBody,
        response: { 201: interviewWriteAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = await withSnakeCaseField(
        scheduleInterview(deps, {
          ...camelCaseKeys(request.body),
          applicationId: request.params.id,
          actorId: guardedUser(request).id,
        }),
      );
      return reply.code(201).send({ id, message: INTERVIEW_TEXTS.scheduled });
    },
  );

  api.patch(
    "/api/interviews/:id",
    {
      schema: {
        tags: ["hr"],
        summary: "Reschedule an interview: any of its time, duration, interviewers and place; everyone on it is mailed the update",
        description:
          `Fields left out stay as they are; \`location\` or \`meeting_url\` null removes it (one must remain). ${RULES} The ` +
          "update keeps the invite's UID and raises its SEQUENCE; interviewers taken off are mailed a METHOD:CANCEL, and the " +
          "reminders are replaced. A canceled or already started interview is a 409.",
        params: z.object({ id: interviewIdSchema }),
        body: restRescheduleInterviewBody,
        response: { 200: interviewWriteAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      const { id } = await withSnakeCaseField(
        rescheduleInterview(deps, {
          ...camelCaseKeys(request.body),
          id: request.params.id,
          actorId: guardedUser(request).id,
        }),
      );
      return { id, message: INTERVIEW_TEXTS.rescheduled };
    },
  );

  api.delete(
    "/api/interviews/:id",
    {
      schema: {
        tags: ["hr"],
        summary: "Cancel an interview: everyone on it is mailed a METHOD:CANCEL calendar update and the reminders are removed",
        params: z.object({ id: interviewIdSchema }),
        response: { 200: interviewWriteAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      const { id } = await cancelInterview(deps, { id: request.params.id, actorId: guardedUser(request).id });
      return { id, message: INTERVIEW_TEXTS.canceled };
    },
  );
}

/** Inside the staff guarded scope (plugin.ts): HR and interviewers. */
export function registerStaffInterviewRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/interviews",
    {
      schema: {
        tags: ["interviews"],
        summary: "Scheduled interviews by time: HR sees every one, an interviewer only those they are on",
        description:
          "`from`/`to`: instants bounding the start (HR's calendar asks for one week; at most " +
          `${INTERVIEW_LIMITS.maxRangeDays} days); without \`from\`, from 30 days ago. HR may filter by \`interviewer_id\` and ` +
          "`department`; an interviewer's own filter is always themselves. At most 500 interviews.",
        querystring: restInterviewsQuerySchema,
        response: { 200: restInterviewsAnswerSchema, 400: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => toRestInterviews(await listInterviews(deps.db, guardedUser(request), camelCaseKeys(request.query))),
  );
}

/** Inside a signed-in users' guarded scope (plugin.ts). */
export function registerMyInterviewRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me/interviews",
    {
      schema: {
        tags: ["me"],
        summary: "The signed-in candidate's upcoming interviews (soonest first) and the interview times offered to them still open",
        description:
          "`interviews`: booked and scheduled, not yet over, with the place or meeting link, the interviewers' first names and " +
          "`ics_path`, the add-to-calendar download. `slots`: offered times the candidate may book " +
          "(POST /api/me/interview-slots/{slotId}/book). HR and interviewers get 403.",
        response: { 200: restMyInterviewsAnswerSchema, ...GUARDED_ERRORS },
      },
    },
    async (request) => toRestMyInterviews(await listMyInterviews(deps.db, guardedUser(request))),
  );

  api.get(
    "/api/me/interviews/:id.ics",
    {
      schema: {
        tags: ["me"],
        summary: "One of the signed-in candidate's scheduled interviews as an iCalendar file, to add to a calendar",
        params: z.object({ id: interviewIdSchema }),
        response: { 200: ICS_DOWNLOAD, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request, reply) => {
      const { filename, ics } = await readMyInterviewCalendar(deps, guardedUser(request), request.params.id);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(ics);
    },
  );
}
