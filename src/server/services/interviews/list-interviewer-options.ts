// Whom HR may put on an interview (tRPC hr.interviews.interviewerOptions): HR users and interviewers
// not deactivated, by name.
import type { Db } from "../../../infra/db/client.js";
import type { InterviewerOption } from "../../../shared/interviews.js";

export async function listInterviewerOptions(db: Db): Promise<InterviewerOption[]> {
  const rows = await db.user.findMany({
    where: { OR: [{ role: "hr" }, { role: "interviewer", deactivatedAt: null }] },
    select: { id: true, name: true, role: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 500,
  });
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.role === "hr" ? "hr" : "interviewer" }));
}
