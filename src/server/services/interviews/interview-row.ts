// An interview row as HR and its interviewers read it (interviews.list, an applicant's interviews):
// the columns selected once and the answer made from them, whose round, time and place
// the candidate's own list (list-my-interviews.ts) gives alike.
import type { Prisma } from "../../../infra/db/generated/client.js";
import { INTERVIEW_COLUMNS_SELECT } from "../../../infra/interviews/interview-columns.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { ROUND_LABELS } from "../../../shared/hr/rounds.js";
import { interviewEnd } from "../../../shared/interview-terms.js";
import type { Interview } from "../../../shared/interviews.js";

export const INTERVIEW_SELECT = {
  ...INTERVIEW_COLUMNS_SELECT,
  application: { select: { fullName: true, department: true, jobTitle: true, job: { select: { jobTitle: true } } } },
  participants: { select: { interviewer: { select: { id: true, name: true } } }, orderBy: { interviewerId: "asc" } },
} as const satisfies Prisma.InterviewSelect;

export type InterviewRow = Prisma.InterviewGetPayload<{ select: typeof INTERVIEW_SELECT }>;

type InterviewColumns = Prisma.InterviewGetPayload<{ select: typeof INTERVIEW_COLUMNS_SELECT }>;

/** The round, time and place of an interview, as HR's rows and the candidate's list both give them. */
export function toRoundTimeAndPlace(row: InterviewColumns) {
  return {
    round: row.round,
    roundLabel: ROUND_LABELS[row.round],
    startsAt: row.startsAt.toISOString(),
    endsAt: interviewEnd(row.startsAt, row.durationMinutes).toISOString(),
    durationMinutes: row.durationMinutes,
    location: row.location,
    meetingUrl: row.meetingUrl,
  };
}

export function toInterview(row: InterviewRow): Interview {
  const { application } = row;
  return {
    id: row.id,
    applicationId: row.applicationId,
    candidateName: application.fullName,
    jobTitle: application.jobTitle ?? application.job?.jobTitle ?? GENERAL_APPLICATION_TITLE,
    department: application.department,
    ...toRoundTimeAndPlace(row),
    status: row.status,
    sequence: row.sequence,
    interviewers: row.participants.map((participant) => participant.interviewer),
  };
}
