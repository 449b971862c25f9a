// An interview row as HR and its interviewers read it (interviews.list, an applicant's interviews):
// the columns selected once and the snake_case answer made from them.
import type { Prisma } from "../../../infra/db/generated/client.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { ROUND_LABELS } from "../../../shared/hr/rounds.js";
import { interviewEnd } from "../../../shared/interview-terms.js";
import type { Interview } from "../../../shared/interviews.js";

export const INTERVIEW_SELECT = {
  id: true,
  applicationId: true,
  round: true,
  startsAt: true,
  durationMinutes: true,
  location: true,
  meetingUrl: true,
  status: true,
  sequence: true,
  application: { select: { fullName: true, department: true, jobTitle: true, job: { select: { jobTitle: true } } } },
  participants: { select: { interviewer: { select: { id: true, name: true } } }, orderBy: { interviewerId: "asc" } },
} as const satisfies Prisma.InterviewSelect;

export type InterviewRow = Prisma.InterviewGetPayload<{ select: typeof INTERVIEW_SELECT }>;

export function toInterview(row: InterviewRow): Interview {
  const { application } = row;
  return {
    id: row.id,
    application_id: row.applicationId,
    candidate_name: application.fullName,
    job_title: application.jobTitle ?? application.job?.jobTitle ?? GENERAL_APPLICATION_TITLE,
    department: application.department,
    round: row.round,
    round_label: ROUND_LABELS[row.round],
    starts_at: row.startsAt.toISOString(),
    ends_at: interviewEnd(row.startsAt, row.durationMinutes).toISOString(),
    duration_minutes: row.durationMinutes,
    location: row.location,
    meeting_url: row.meetingUrl,
    status: row.status,
    sequence: row.sequence,
    interviewers: row.participants.map((participant) => participant.interviewer),
  };
}
