// HR's list of the hiring team (tRPC hr.team.list, GET /api/hr/team): every interviewer account,
// the active ones first, then by name. A team is tens of people, so it is one unpaged list.
import type { Db } from "../../../infra/db/client.js";
import type { TeamList } from "../../../shared/team.js";
import { TEAM_MEMBER_SELECT, toTeamMembers } from "./team-member-row.js";

export async function listTeam(db: Db): Promise<TeamList> {
  const rows = await db.user.findMany({
    where: { role: "interviewer" },
    orderBy: [{ deactivatedAt: { sort: "asc", nulls: "first" } }, { name: "asc" }, { id: "asc" }],
    select: TEAM_MEMBER_SELECT,
  });
  return { data: await toTeamMembers(db, rows) };
}
