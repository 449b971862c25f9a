// A candidate's add-to-calendar file of one of their own scheduled interviews
// (GET /api/me/interviews/{id}.ics): the same event as the mailed invite (UID, SEQUENCE), published
// (METHOD:PUBLISH: a file to add, not an invitation to answer). Another person's interview, or a
// canceled one, is a 404.
import type { Db } from "../../../infra/db/client.js";
import type { Env } from "../../../infra/env.js";
import { AppError } from "../../../infra/errors.js";
import { interviewCalendar } from "../../../infra/interviews/interview-calendar.js";
import { readInterviewSnapshot } from "../../../infra/interviews/interview-snapshot.js";
import { interviewIcsName, INTERVIEW_TEXTS } from "../../../shared/interview-terms.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "../me/candidate-only.js";

export async function readMyInterviewCalendar(
  deps: { db: Db; env: Pick<Env, "PUBLIC_ORIGIN" | "MAIL_FROM"> },
  user: AuthUser,
  id: number,
): Promise<{ filename: string; ics: string }> {
  assertCandidate(user, INTERVIEW_TEXTS.candidatesOnly);
  const interview = await readInterviewSnapshot(deps.db, id);
  if (!interview || interview.candidate.userId !== user.id || interview.status !== "scheduled" || interview.candidate.erased)
    throw new AppError("NOT_FOUND", INTERVIEW_TEXTS.notFound, { reason: "INTERVIEW_NOT_FOUND" });
  return {
    filename: interviewIcsName(id),
    ics: interviewCalendar(interview, "PUBLISH", { publicOrigin: deps.env.PUBLIC_ORIGIN, mailFrom: deps.env.MAIL_FROM }),
  };
}
