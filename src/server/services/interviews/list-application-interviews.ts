// One applicant's interviews for HR's detail dialog (tRPC hr.interviews.forApplicant): scheduled and
// canceled, newest first.
import type { Db } from "../../../infra/db/client.js";
import type { InterviewsAnswer } from "../../../shared/interviews.js";
import { INTERVIEW_SELECT, toInterview } from "./interview-row.js";

export async function listApplicationInterviews(db: Db, applicationId: number): Promise<InterviewsAnswer> {
  const rows = await db.interview.findMany({
    where: { applicationId },
    select: INTERVIEW_SELECT,
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: 50,
  });
  return { interviews: rows.map(toInterview) };
}
