// The hiring team through REST, over the same services as tRPC hr.team.* and interviewApplicants.*:
//   GET /api/hr/team, POST /api/hr/team {email, name}, DELETE /api/hr/team/{id} (HR only)
//   GET /api/interviews/applicants/{id}[/resume] (HR, or an interviewer on an interview of that applicant)
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { INVITE_CODE_TTL_HOURS } from "../../shared/auth.js";
import { applicantIdSchema } from "../../shared/hr/applicants.js";
import { interviewerIdSchema, inviteInterviewerInput, teamListSchema, teamMemberAnswer } from "../../shared/team.js";
import type { Deps } from "../deps.js";
import { INVITATION_LIMITS } from "../limits/policies.js";
import { deactivateInterviewer } from "../services/team/deactivate-interviewer.js";
import { getInterviewApplicant } from "../services/team/get-interview-applicant.js";
import { inviteInterviewer } from "../services/team/invite-interviewer.js";
import { listTeam } from "../services/team/list-team.js";
import { openInterviewResume } from "../services/team/open-interview-resume.js";
import { PDF_DOWNLOAD, sendAttachment } from "./pdf-attachment.js";
import { restApplicantDetailSchema, toRestApplicantDetail } from "./applicant-bodies.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

/** Inside the HR guarded scope (plugin.ts). */
export function registerHrTeamRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/hr/team",
    {
      schema: {
        tags: ["hr"],
        summary: "The hiring team: every interviewer, active ones first, with when they were invited and whether they set a password",
        response: { 200: teamListSchema, ...GUARDED_ERRORS },
      },
    },
    () => listTeam(deps.db),
  );

  api.post(
    "/api/hr/team",
    {
      schema: {
        tags: ["hr"],
        summary: "Invite a colleague as an interviewer: mails them a one-time code that sets their password",
        description:
          `Creates an interviewer account for a new address (no usable password yet) and mails a 6-digit code, valid ${INVITE_CODE_TTL_HOURS} ` +
          "hours, which sets the password through POST /api/auth/reset-password; they then sign in with POST /api/auth/login and " +
          '`role: "hr"` (answered `user.role: "interviewer"`). A deactivated interviewer is reactivated with a new code; an active one ' +
          "is sent a new code. A candidate's or HR's address is a 409. At most " +
          `${INVITATION_LIMITS.perUserPerHour} invitations an hour per HR user and ${INVITATION_LIMITS.perAddressPerDay} a day per address (429).`,
        body: inviteInterviewerInput,
        response: { 200: teamMemberAnswer, 400: errorBody, 409: errorBody, 429: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => inviteInterviewer(deps, request.body, guardedUser(request)),
  );

  api.delete(
    "/api/hr/team/:id",
    {
      schema: {
        tags: ["hr"],
        summary: "Deactivate an interviewer: their sessions end at once, sign-in is refused, and they cannot be put on new interviews",
        description: "Deactivating a deactivated interviewer changes nothing. HR can invite the address again to reactivate it.",
        params: z.object({ id: interviewerIdSchema }),
        response: { 200: teamMemberAnswer, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => deactivateInterviewer(deps, request.params.id, guardedUser(request).id),
  );
}

/** Inside a staff (HR or interviewer) guarded scope (plugin.ts). */
export function registerInterviewApplicantRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: applicantIdSchema });

  api.get(
    "/api/interviews/applicants/:id",
    {
      schema: {
        tags: ["interviews"],
        summary: "An applicant's profile for an interview: HR any, an interviewer only one of an interview they are on (else 403)",
        description:
          "The applicant detail HR sees at /application/api/applicants/{id}, with identity numbers masked to their last four, `resume_path` at the download below " +
          "and no academic documents.",
        params,
        response: { 200: restApplicantDetailSchema, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => toRestApplicantDetail(await getInterviewApplicant(deps.db, guardedUser(request), request.params.id)),
  );

  api.get(
    "/api/interviews/applicants/:id/resume",
    {
      schema: {
        tags: ["interviews"],
        summary: "Download the resume of an applicant of an interview (PDF attachment); the same rule as the profile",
        params,
        response: { 200: PDF_DOWNLOAD, 400: errorBody, 404: errorBody, 503: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request, reply) => sendAttachment(reply, await openInterviewResume(deps, guardedUser(request), request.params.id)),
  );
}
