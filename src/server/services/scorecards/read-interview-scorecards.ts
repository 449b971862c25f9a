// An interview's scorecards as one of its interviewers reads them (tRPC interviews.scorecards,
// GET /api/interviews/{id}/scorecards): their own, and the other interviewers' only once their own is
// in, so nobody's judgement is shaped by another's before they give theirs. HR reads them all (it
// sees every scorecard on the applicant anyway). An interviewer not on the interview gets 404, as
// for every interview that is not theirs.
import type { DbOrTx } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { DEFAULT_SCORECARD_CRITERIA, SCORECARD_TEXTS, type InterviewScorecards } from "../../../shared/scorecards.js";
import { HR_ONLY, isStaff } from "../../../shared/staff.js";
import type { AuthUser } from "../auth/tokens.js";
import { readScorecardCriteria } from "./read-scorecard-criteria.js";
import { SCORECARD_SELECT, toScorecard } from "./scorecard-row.js";

export const INTERVIEW_FOR_SCORECARD_SELECT = {
  id: true,
  round: true,
  status: true,
  applicationId: true,
  application: { select: { department: true, round: true, roundStatus: true, withdrawnAt: true } },
  participants: { select: { interviewerId: true, canceled: true } },
} as const;

export type InterviewForScorecard = NonNullable<Awaited<ReturnType<typeof findInterviewForScorecard>>>;

export function findInterviewForScorecard(db: DbOrTx, interviewId: number) {
  return db.interview.findUnique({ where: { id: interviewId }, select: INTERVIEW_FOR_SCORECARD_SELECT });
}

/** The interview, if the user may see its scorecards: HR, or an interviewer on it; else 404 (403 for non-staff). */
export async function interviewForStaff(db: DbOrTx, user: AuthUser, interviewId: number): Promise<InterviewForScorecard> {
  if (!isStaff(user)) throw new AppError("FORBIDDEN", HR_ONLY);
  const interview = await findInterviewForScorecard(db, interviewId);
  if (!interview || (user.role !== "hr" && !isParticipant(interview, user.id)))
    throw new AppError("NOT_FOUND", SCORECARD_TEXTS.interviewNotFound);
  return interview;
}

/** On the interview: a participant not taken off it (a canceled interview's rows are all canceled: its interviewers still are). */
export function isParticipant(interview: InterviewForScorecard, userId: number): boolean {
  return interview.participants.some(
    (participant) => participant.interviewerId === userId && (!participant.canceled || interview.status === "canceled"),
  );
}

/** HR has not decided the interview's round: the application is still in progress in it. */
export function scorecardsEditable(interview: InterviewForScorecard): boolean {
  const { application } = interview;
  return (
    interview.status === "scheduled" &&
    application.round === interview.round &&
    application.roundStatus === "in_progress" &&
    application.withdrawnAt === null
  );
}

export async function criteriaOfInterview(db: DbOrTx, interview: InterviewForScorecard): Promise<string[]> {
  const department = interview.application.department;
  // Interviews are of job applications, which all have a department; without one, the round's defaults.
  if (!department) return [...DEFAULT_SCORECARD_CRITERIA[interview.round]];
  return (await readScorecardCriteria(db, { department, round: interview.round })).criteria;
}

export async function readInterviewScorecards(db: DbOrTx, user: AuthUser, interviewId: number): Promise<InterviewScorecards> {
  const interview = await interviewForStaff(db, user, interviewId);
  const [criteria, rows] = await Promise.all([
    criteriaOfInterview(db, interview),
    db.scorecard.findMany({ where: { interviewId }, orderBy: [{ submittedAt: "asc" }, { id: "asc" }], select: SCORECARD_SELECT }),
  ]);
  const scorecards = rows.map(toScorecard);
  const mine = scorecards.find((scorecard) => scorecard.interviewer.id === user.id) ?? null;
  const seesOthers = user.role === "hr" || mine !== null;
  return {
    interviewId: interview.id,
    criteria,
    editable: scorecardsEditable(interview),
    mine,
    others: seesOthers ? scorecards.filter((scorecard) => scorecard.interviewer.id !== user.id) : null,
  };
}
