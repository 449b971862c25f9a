// Who may read an application's profile and resume on the staff side: HR always (a missing one is
// then the read's own 404); an interviewer only while they are a participant of an interview of it
// that is not canceled (past ones included: they may still owe a scorecard). Anyone else, and an
// interviewer asking for any other id, whether or not it exists, gets the same 403: nothing tells
// an interviewer which applications exist.
import { AppError } from "../../../infra/errors.js";
import type { DbOrTx } from "../../../infra/db/sql.js";
import { HR_ONLY } from "../../../shared/staff.js";
import { TEAM_TEXTS } from "../../../shared/team.js";
import type { Role } from "../../../shared/user.js";

export async function assertCanSeeApplication(db: DbOrTx, user: { id: number; role: Role }, applicationId: number): Promise<void> {
  if (user.role === "hr") return;
  if (user.role !== "interviewer") throw new AppError("FORBIDDEN", HR_ONLY);
  const participant = await db.interviewParticipant.findFirst({
    where: { interviewerId: user.id, canceled: false, interview: { applicationId, status: "scheduled" } },
    select: { interviewId: true },
  });
  if (!participant) throw new AppError("FORBIDDEN", TEAM_TEXTS.notOnInterview);
}
