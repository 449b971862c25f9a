// An interviewer's row as HR's team list shows it: the account's columns plus when the newest
// invitation went out (the newest `invite` code of the address; codes are kept until the account
// is deleted). `verified` turns true once a code set the password (reset-password.ts).
import type { DbOrTx } from "../../../infra/db/sql.js";
import type { TeamMember } from "../../../shared/team.js";

export const TEAM_MEMBER_SELECT = { id: true, name: true, email: true, createdAt: true, deactivatedAt: true, verified: true } as const;

type TeamMemberRow = { id: number; name: string; email: string; createdAt: Date; deactivatedAt: Date | null; verified: boolean };

export async function toTeamMembers(db: DbOrTx, rows: TeamMemberRow[]): Promise<TeamMember[]> {
  if (rows.length === 0) return [];
  const invitations = await db.emailCode.groupBy({
    by: ["email"],
    where: { email: { in: rows.map((row) => row.email) }, purpose: "invite" },
    _max: { createdAt: true },
  });
  const invitedAt = new Map(invitations.map((invitation) => [invitation.email, invitation._max.createdAt]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    invitedAt: (invitedAt.get(row.email) ?? row.createdAt).toISOString(),
    status: row.deactivatedAt ? "deactivated" : "active",
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    passwordSet: row.verified,
  }));
}
