// The interviews staff see (tRPC interviews.list, GET /api/interviews): HR every scheduled
// interview, an interviewer only those they are on, by time; HR's calendar asks for one week
// (`from`/`to`) and may filter by interviewer and department. Without a range: from 30 days ago on.
import type { Db } from "../../../infra/db/client.js";
import type { z } from "zod";
import type { Prisma } from "../../../infra/db/generated/client.js";
import type { InterviewsAnswer, interviewsQuerySchema } from "../../../shared/interviews.js";
import type { AuthUser } from "../auth/tokens.js";
import { INTERVIEW_SELECT, toInterview } from "./interview-row.js";
import { criteriaLookup } from "../scorecards/read-scorecard-criteria.js";

/** The most one read answers: a busy week has far fewer. */
export const INTERVIEW_LIST_LIMIT = 500;
const DEFAULT_LOOKBACK_MS = 30 * 86_400_000;

export type InterviewsQuery = z.output<typeof interviewsQuerySchema>;

export async function listInterviews(
  db: Db,
  user: Pick<AuthUser, "id" | "role">,
  query: InterviewsQuery,
  now: Date = new Date(),
): Promise<InterviewsAnswer> {
  // An interviewer sees their own interviews whatever they ask for.
  const interviewerId = user.role === "hr" ? query.interviewerId : user.id;
  const where: Prisma.InterviewWhereInput = {
    status: "scheduled",
    startsAt: { gte: query.from ?? new Date(now.getTime() - DEFAULT_LOOKBACK_MS), ...(query.to ? { lt: query.to } : {}) },
    ...(interviewerId ? { participants: { some: { interviewerId, canceled: false } } } : {}),
    ...(query.department ? { application: { department: query.department } } : {}),
  };
  const rows = await db.interview.findMany({
    where,
    select: INTERVIEW_SELECT,
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: INTERVIEW_LIST_LIMIT,
  });
  const criteriaOf = await criteriaLookup(
    db,
    rows.map((row) => ({ department: row.application.department, round: row.round })),
  );
  return { interviews: rows.map((row) => ({ ...toInterview(row), criteria: criteriaOf(row.application.department, row.round) })) };
}
