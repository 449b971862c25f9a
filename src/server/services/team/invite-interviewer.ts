// HR invites a colleague to the hiring team (tRPC hr.team.invite, POST /api/hr/team {email, name}).
// An address without an account gets an interviewer account with an unusable random password and
// `verified` false (the mailbox is not proven yet); a deactivated interviewer is reactivated the
// same way (a fresh password: whoever knew the old one should not get back in); an active
// interviewer is simply sent a new code (the old one dies), e.g. after the first expired. A
// candidate's or HR's address is a 409: one account has one role.
//
// The account change and its interviewer_invited audit row are one transaction; then a one-time
// code (purpose `invite`, valid INVITE_CODE_TTL_HOURS) is issued through the code machinery and
// mailed. It sets the password through POST /api/auth/reset-password (reset-password.ts).
// Invitations are limited per HR user and per address (INVITATION_POLICY); a refused or failed one
// is not counted. The queue is checked before anything is written; should the mail still fail
// after the account was written, the call fails (503) and HR invites again, which resends.
import crypto from "node:crypto";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { isUniqueViolation } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { INVITE_CODE_TTL_HOURS } from "../../../shared/auth.js";
import { TEAM_TEXTS, type InviteInterviewerInput, type TeamMemberAnswer } from "../../../shared/team.js";
import type { Deps } from "../../deps.js";
import { INVITATION_POLICY } from "../../limits/policies.js";
import { counterOf, spendAllowance, takeAllowance } from "../../limits/redis-counter.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import type { AuthUser } from "../auth/tokens.js";
import { issueEmailCode } from "../auth/issue-email-code.js";
import { hashPassword } from "../users/password.js";
import { TEAM_MEMBER_SELECT, toTeamMembers } from "./team-member-row.js";

type InviteDeps = Pick<Deps, "db" | "mailQueue" | "redis" | "env" | "metrics">;
type Outcome = "invited" | "reactivated" | "resent";

const MINUTE_MS = 60_000;

/** A password nobody knows (256 random bits): the account cannot sign in until a code sets one. */
function unusablePasswordHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(32).toString("base64url"));
}

async function writeAccount(deps: InviteDeps, input: InviteInterviewerInput, hrUserId: number) {
  const passwordHash = await unusablePasswordHash();
  try {
    return await deps.db.$transaction(async (tx) => {
      const existing = await tx.user.findUnique({ where: { email: input.email }, select: { id: true, role: true, deactivatedAt: true } });
      if (existing?.role === "user") throw new AppError("CONFLICT", TEAM_TEXTS.candidateAccount, { reason: "EMAIL_TAKEN", field: "email" });
      if (existing?.role === "hr") throw new AppError("CONFLICT", TEAM_TEXTS.hrAccount, { reason: "EMAIL_TAKEN", field: "email" });
      let outcome: Outcome;
      let id: number;
      if (!existing) {
        outcome = "invited";
        id = (
          await tx.user.create({
            data: { email: input.email, name: input.name, role: "interviewer", verified: false, passwordHash },
            select: { id: true },
          })
        ).id;
      } else if (existing.deactivatedAt) {
        outcome = "reactivated";
        id = existing.id;
        await tx.user.update({
          where: { id },
          data: { deactivatedAt: null, passwordHash, verified: false, tokenVersion: { increment: 1 } },
        });
      } else {
        outcome = "resent";
        id = existing.id;
      }
      await recordAudit(tx, {
        actorId: hrUserId,
        action: "interviewer_invited",
        targetType: "interviewer",
        targetId: id,
        before: outcome === "invited" ? null : { status: outcome === "reactivated" ? "deactivated" : "active" },
        after: { status: outcome },
      });
      return { outcome, row: await tx.user.findUniqueOrThrow({ where: { id }, select: TEAM_MEMBER_SELECT }) };
    });
  } catch (error) {
    // Two invitations of a new address at once: the other one created the account.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", TEAM_TEXTS.inviteRace, { field: "email" });
    throw error;
  }
}

async function sendInvitation(deps: InviteDeps, to: { email: string; name: string }, invitedBy: string): Promise<void> {
  await issueEmailCode(deps, { email: to.email, purpose: "invite" }, (code) =>
    enqueueMail(deps, {
      kind: "interviewer_invited",
      to: to.email,
      data: {
        name: to.name,
        invitedBy,
        code,
        validHours: INVITE_CODE_TTL_HOURS,
        resetUrl: new URL("/employer-forgot-password", deps.env.PUBLIC_ORIGIN).toString(),
        loginUrl: new URL("/employers-login", deps.env.PUBLIC_ORIGIN).toString(),
      },
    }),
  );
}

const MESSAGES: Record<Outcome, (name: string) => string> = {
  invited: TEAM_TEXTS.invited,
  reactivated: TEAM_TEXTS.reactivated,
  resent: TEAM_TEXTS.resent,
};

export async function inviteInterviewer(deps: InviteDeps, input: InviteInterviewerInput, hr: AuthUser): Promise<TeamMemberAnswer> {
  const allowance = await takeAllowance(deps, INVITATION_POLICY, [
    counterOf(deps.env, INVITATION_POLICY, "user", { user: hr.id }),
    counterOf(deps.env, INVITATION_POLICY, "address", { email: input.email }),
  ]);
  if (!allowance.granted) {
    throw new AppError("TOO_MANY_REQUESTS", TEAM_TEXTS.tooManyInvitations(Math.max(1, Math.ceil(allowance.waitMs / MINUTE_MS))), {
      reason: "RATE_LIMITED",
      retryAfterSeconds: Math.ceil(allowance.waitMs / 1000),
    });
  }
  return spendAllowance(allowance, async () => {
    await assertQueueReachable(deps.mailQueue);
    const { outcome, row } = await writeAccount(deps, input, hr.id);
    await sendInvitation(deps, row, hr.name);
    const [member] = await toTeamMembers(deps.db, [row]);
    if (!member) throw new Error("unreachable: one row in, one member out");
    return { member, message: MESSAGES[outcome](member.name) };
  });
}
