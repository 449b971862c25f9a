// HR deactivates an interviewer (tRPC hr.team.deactivate, DELETE /api/hr/team/{id}): one guarded
// UPDATE sets deactivated_at and bumps the token version, so every session of theirs is refused
// from the next request on; their unused codes (a pending invitation, a reset) are deleted; the
// interviewer_deactivated audit row goes in the same transaction. Sign-in is refused from then on
// (log-in.ts), and the scheduler refuses them as a new participant (assert-active-interviewers.ts).
// Deactivating a deactivated interviewer changes nothing and writes no second row. The account and
// its scorecards stay: they are part of the hiring record; HR can invite the address again.
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { TEAM_TEXTS, type TeamMemberAnswer } from "../../../shared/team.js";
import type { Deps } from "../../deps.js";
import { TEAM_MEMBER_SELECT, toTeamMembers } from "./team-member-row.js";

export async function deactivateInterviewer(deps: Pick<Deps, "db">, id: number, hrUserId: number): Promise<TeamMemberAnswer> {
  const row = await deps.db.$transaction(async (tx) => {
    const marked = await tx.user.updateMany({
      where: { id, role: "interviewer", deactivatedAt: null },
      data: { deactivatedAt: new Date(), tokenVersion: { increment: 1 } },
    });
    const member = await tx.user.findFirst({ where: { id, role: "interviewer" }, select: TEAM_MEMBER_SELECT });
    if (!member) throw new AppError("NOT_FOUND", TEAM_TEXTS.notFound);
    if (marked.count === 1) {
      await tx.emailCode.deleteMany({ where: { email: member.email, usedAt: null } });
      await recordAudit(tx, {
        actorId: hrUserId,
        action: "interviewer_deactivated",
        targetType: "interviewer",
        targetId: id,
        before: { status: "active" },
        after: { status: "deactivated" },
      });
    }
    return member;
  });
  const [member] = await toTeamMembers(deps.db, [row]);
  if (!member) throw new Error("unreachable: one row in, one member out");
  return { member, message: TEAM_TEXTS.deactivated(member.name) };
}
