// One interview as its mails and calendar files need it (who, when, where, for which job), read once
// by the web server (invites, cancel, the candidate's .ics) and by the worker (reminders).
import type { Db } from "../db/client.js";
import type { Prisma } from "../db/generated/client.js";
import { GENERAL_APPLICATION_TITLE } from "../../shared/application/general-application.js";
import { ROUND_LABELS, type HiringRound } from "../../shared/hr/rounds.js";
import { INTERVIEW_COLUMNS_SELECT } from "./interview-columns.js";

export const INTERVIEW_SNAPSHOT_SELECT = {
  ...INTERVIEW_COLUMNS_SELECT,
  application: {
    select: {
      fullName: true,
      email: true,
      erasedAt: true,
      jobTitle: true,
      userId: true,
      job: { select: { jobTitle: true } },
      user: { select: { email: true } },
    },
  },
  participants: {
    select: { interviewer: { select: { id: true, name: true, email: true } } },
    orderBy: { interviewerId: "asc" },
  },
} as const satisfies Prisma.InterviewSelect;

type Row = Prisma.InterviewGetPayload<{ select: typeof INTERVIEW_SNAPSHOT_SELECT }>;

export type InterviewPerson = { id: number; name: string; email: string };

export type InterviewSnapshot = {
  id: number;
  applicationId: number;
  round: HiringRound;
  roundLabel: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  location: string | null;
  meetingUrl: string | null;
  status: "scheduled" | "canceled";
  sequence: number;
  jobTitle: string;
  candidate: { name: string; email: string; userId: number | null; erased: boolean };
  interviewers: InterviewPerson[];
};

export function toInterviewSnapshot(row: Row): InterviewSnapshot {
  const { application } = row;
  return {
    id: row.id,
    applicationId: row.applicationId,
    round: row.round,
    roundLabel: ROUND_LABELS[row.round],
    startsAt: row.startsAt,
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
    durationMinutes: row.durationMinutes,
    location: row.location,
    meetingUrl: row.meetingUrl,
    status: row.status,
    sequence: row.sequence,
    jobTitle: application.jobTitle ?? application.job?.jobTitle ?? GENERAL_APPLICATION_TITLE,
    candidate: {
      name: application.fullName,
      // The account's verified address when there is one (application-recipient.ts's rule).
      email: application.user?.email ?? application.email,
      userId: application.userId,
      erased: application.erasedAt !== null,
    },
    interviewers: row.participants.map((participant) => participant.interviewer),
  };
}

/** The interview, or null when it does not exist. `db` may be a transaction client. */
export async function readInterviewSnapshot(db: Pick<Db, "interview">, id: number): Promise<InterviewSnapshot | null> {
  const row = await db.interview.findUnique({ where: { id }, select: INTERVIEW_SNAPSHOT_SELECT });
  return row ? toInterviewSnapshot(row) : null;
}
