// The signed-in candidate's upcoming interviews (tRPC me.interviews, GET /api/me/interviews): those
// of their own applications still scheduled and not yet over, soonest first, with the interviewers'
// first names (the invite already names them) and the add-to-calendar path. The offered slots still
// open come from the slot offers' service.
import type { Db } from "../../../infra/db/client.js";
import { INTERVIEW_COLUMNS_SELECT } from "../../../infra/interviews/interview-columns.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { interviewEnd, INTERVIEW_TEXTS } from "../../../shared/interview-terms.js";
import type { MyInterview, MyInterviewsAnswer } from "../../../shared/interviews.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "../me/candidate-only.js";
import { listOfferedSlots } from "../interview-slots/list-offered-slots.js";
import { toRoundTimeAndPlace } from "./interview-row.js";

/** An interview lasts at most 240 minutes: one that started longer ago is over. */
const LONGEST_MS = 8 * 3_600_000;

export function myInterviewIcsPath(id: number): string {
  return `/api/me/interviews/${id}.ics`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export async function readMyInterviews(db: Db, userId: number, now: Date = new Date()): Promise<MyInterview[]> {
  const rows = await db.interview.findMany({
    where: {
      status: "scheduled",
      startsAt: { gt: new Date(now.getTime() - LONGEST_MS) },
      application: { userId, source: "job_application", erasedAt: null },
    },
    select: {
      ...INTERVIEW_COLUMNS_SELECT,
      application: { select: { jobTitle: true, job: { select: { jobTitle: true } } } },
      participants: { select: { interviewer: { select: { name: true } } }, orderBy: { interviewerId: "asc" } },
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: 100,
  });
  return rows
    .filter((row) => interviewEnd(row.startsAt, row.durationMinutes) > now)
    .map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      jobTitle: row.application.jobTitle ?? row.application.job?.jobTitle ?? GENERAL_APPLICATION_TITLE,
      ...toRoundTimeAndPlace(row),
      interviewers: row.participants.map((participant) => firstName(participant.interviewer.name)),
      icsPath: myInterviewIcsPath(row.id),
    }));
}

export async function listMyInterviews(db: Db, user: AuthUser): Promise<MyInterviewsAnswer> {
  assertCandidate(user, INTERVIEW_TEXTS.candidatesOnly);
  const [interviews, slots] = await Promise.all([readMyInterviews(db, user.id), listOfferedSlots(db, user.id)]);
  return { interviews, slots };
}
