// Every scorecard of an applicant, interview by interview, newest interview first (tRPC
// hr.interviews.scorecards, GET /application/api/applicants/{id}/scorecards; HR only): each
// interviewer's ratings, recommendation and notes, the criteria of the interview's round, and who has
// not submitted yet.
import type { Db } from "../../../infra/db/client.js";
import { AppError } from "../../../infra/errors.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import type { ApplicationScorecards } from "../../../shared/scorecards.js";
import { criteriaLookup } from "./read-scorecard-criteria.js";
import { SCORECARD_SELECT, toScorecard } from "./scorecard-row.js";

/** A bound on one answer: far more interviews than one application ever has. */
export const SCORECARD_INTERVIEWS_SHOWN = 100;

export async function listApplicationScorecards(db: Db, applicationId: number): Promise<ApplicationScorecards> {
  const application = await db.application.findFirst({
    where: { id: applicationId, source: "job_application" },
    select: { department: true },
  });
  if (!application) throw new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  const interviews = await db.interview.findMany({
    where: { applicationId },
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: SCORECARD_INTERVIEWS_SHOWN,
    select: {
      id: true,
      round: true,
      startsAt: true,
      status: true,
      participants: { where: { canceled: false }, select: { interviewer: { select: { id: true, name: true } } } },
      scorecards: { orderBy: [{ submittedAt: "asc" }, { id: "asc" }], select: SCORECARD_SELECT },
    },
  });
  const criteriaOf = await criteriaLookup(
    db,
    interviews.map((interview) => ({ department: application.department, round: interview.round })),
  );
  return {
    interviews: interviews.map((interview) => {
      const submitted = new Set(interview.scorecards.map((scorecard) => scorecard.interviewer.id));
      return {
        id: interview.id,
        round: interview.round,
        startsAt: interview.startsAt.toISOString(),
        status: interview.status,
        criteria: criteriaOf(application.department, interview.round),
        scorecards: interview.scorecards.map(toScorecard),
        pending: interview.participants.map((participant) => participant.interviewer).filter((person) => !submitted.has(person.id)),
      };
    }),
  };
}
