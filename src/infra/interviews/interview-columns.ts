// The interview's own columns, selected alike by every reading of one (its mails' snapshot, HR's and
// the interviewers' rows, the candidate's list); each extends them with the application and the
// people it names.
import type { Prisma } from "../db/generated/client.js";

export const INTERVIEW_COLUMNS_SELECT = {
  id: true,
  applicationId: true,
  round: true,
  startsAt: true,
  durationMinutes: true,
  location: true,
  meetingUrl: true,
  status: true,
  sequence: true,
} as const satisfies Prisma.InterviewSelect;
