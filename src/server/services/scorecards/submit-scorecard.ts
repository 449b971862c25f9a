// An interviewer submits their scorecard of an interview (tRPC interviews.submitScorecard,
// POST /api/interviews/{id}/scorecard): only a participant of the interview (an interviewer, or an
// HR user on it), each of the interview's criteria (its department and round's, as of now) rated
// 1–4 and no other, a recommendation and optional notes. Submitting again changes it while HR has
// not decided the round (the application is still in progress in it): an interviewer may correct a
// slip; once HR has decided, the scorecard is the record the decision was made on, and stays (409).
// A first scorecard after the decision is still taken: late is better than missing.
// Each submission writes a scorecard_submitted audit row (ids only: never the ratings or notes).
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { SCORECARD_TEXTS, type InterviewScorecards, type ScorecardBody } from "../../../shared/scorecards.js";
import type { Deps } from "../../deps.js";
import type { AuthUser } from "../auth/tokens.js";
import {
  criteriaOfInterview,
  interviewForStaff,
  isParticipant,
  readInterviewScorecards,
  scorecardsEditable,
} from "./read-interview-scorecards.js";

/** The ratings must name exactly the criteria, each once. */
function checkRatings(ratings: Record<string, number>, criteria: readonly string[]): Record<string, number> {
  const given = Object.keys(ratings);
  if (given.length !== criteria.length || !criteria.every((criterion) => Object.hasOwn(ratings, criterion))) {
    throw new AppError("BAD_REQUEST", SCORECARD_TEXTS.ratingsMismatch(criteria), { field: "ratings" });
  }
  // Stored in the criteria's order.
  return Object.fromEntries(criteria.map((criterion) => [criterion, ratings[criterion]!]));
}

export async function submitScorecard(
  deps: Pick<Deps, "db">,
  user: AuthUser,
  interviewId: number,
  body: ScorecardBody,
): Promise<InterviewScorecards & { message: string }> {
  const { db } = deps;
  const interview = await interviewForStaff(db, user, interviewId);
  if (!isParticipant(interview, user.id)) throw new AppError("FORBIDDEN", SCORECARD_TEXTS.notParticipant);
  if (interview.status === "canceled") throw new AppError("CONFLICT", SCORECARD_TEXTS.interviewCanceled);
  const ratings = checkRatings(body.ratings, await criteriaOfInterview(db, interview));
  const editable = scorecardsEditable(interview);
  const data = { ratings, recommendation: body.recommendation, notes: body.notes ?? null, submittedAt: new Date() };

  const edited = await db.$transaction(async (tx) => {
    const key = { interviewId_interviewerId: { interviewId, interviewerId: user.id } };
    const existing = await tx.scorecard.findUnique({ where: key, select: { id: true } });
    if (existing && !editable) throw new AppError("CONFLICT", SCORECARD_TEXTS.decided);
    const row = await tx.scorecard.upsert({
      where: key,
      create: { interviewId, interviewerId: user.id, ...data },
      update: data,
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "scorecard_submitted",
      targetType: "interview",
      targetId: interviewId,
      applicationId: interview.applicationId,
      after: { scorecard: row.id, edited: existing !== null },
    });
    return existing !== null;
  });
  return {
    ...(await readInterviewScorecards(db, user, interviewId)),
    message: edited ? SCORECARD_TEXTS.updated : SCORECARD_TEXTS.submitted,
  };
}
