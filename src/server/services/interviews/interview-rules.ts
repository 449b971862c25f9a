// The rules every interview write checks, in one place for schedule, reschedule and (through
// insertInterview) a booked slot: the application is a job application in progress, the
// interviewers are HR users or active interviewers, the time is ahead and the place given; and the
// one conflict the database decides, an interviewer already busy then (exclusion constraint, 23P01).
import { AppError } from "../../../infra/errors.js";
import { isExclusionViolation, type DbOrTx } from "../../../infra/db/sql.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import type { HiringRound } from "../../../shared/hr/rounds.js";
import { INTERVIEW_LIMITS, INTERVIEW_TEXTS } from "../../../shared/interview-terms.js";
import { MY_APPLICATION_MESSAGES } from "../../../shared/me/applications.js";

const DAY_MS = 86_400_000;

export type InterviewTime = { startsAt: Date; durationMinutes: number };
export type InterviewPlace = { location: string | null; meetingUrl: string | null };

const badRequest = (message: string, field: string) => new AppError("BAD_REQUEST", message, { field });

/** Ahead of now (and within a year), 15–240 minutes: the zod schemas say the same; this guards other callers. */
export function assertInterviewTime({ startsAt, durationMinutes }: InterviewTime, now: Date): void {
  if (Number.isNaN(startsAt.getTime())) throw badRequest(INTERVIEW_TEXTS.startsAtRequired, "startsAt");
  if (startsAt.getTime() <= now.getTime()) throw badRequest(INTERVIEW_TEXTS.startsAtPast, "startsAt");
  if (startsAt.getTime() > now.getTime() + INTERVIEW_LIMITS.maxDaysAhead * DAY_MS)
    throw badRequest(INTERVIEW_TEXTS.startsAtTooFar, "startsAt");
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < INTERVIEW_LIMITS.minDuration ||
    durationMinutes > INTERVIEW_LIMITS.maxDuration
  )
    throw badRequest(INTERVIEW_TEXTS.duration, "durationMinutes");
}

export function assertInterviewPlace({ location, meetingUrl }: InterviewPlace): void {
  if (!location && !meetingUrl) throw badRequest(INTERVIEW_TEXTS.placeRequired, "location");
}

export type SchedulableApplication = { id: number; round: HiringRound };

/**
 * A job application HR may interview now: in progress in its round, not withdrawn, decided,
 * closed or erased (moveApplicant's rule for what may move). The interview's round is its round.
 */
export async function readSchedulableApplication(db: DbOrTx, applicationId: number): Promise<SchedulableApplication> {
  const row = await db.application.findFirst({
    where: { id: applicationId, source: "job_application" },
    select: { id: true, round: true, roundStatus: true, withdrawnAt: true, erasedAt: true, positionClosedAt: true },
  });
  if (!row) throw new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  if (row.withdrawnAt) throw new AppError("CONFLICT", MY_APPLICATION_MESSAGES.withdrawnForHr, { reason: "APPLICATION_WITHDRAWN" });
  if (row.roundStatus !== "in_progress" || row.erasedAt || row.positionClosedAt)
    throw new AppError("CONFLICT", INTERVIEW_TEXTS.notSchedulable, { reason: "APPLICANT_NOT_IN_PROGRESS" });
  return { id: row.id, round: row.round };
}

/**
 * Each id is an HR user or an interviewer not deactivated (the hiring team's rule); 1–5, no repeats.
 * Answers them in the order given.
 */
export async function assertActiveInterviewerIds(db: DbOrTx, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length < INTERVIEW_LIMITS.minInterviewers || ids.length > INTERVIEW_LIMITS.maxInterviewers)
    throw badRequest(INTERVIEW_TEXTS.interviewersRequired, "interviewerIds");
  if (new Set(ids).size !== ids.length) throw badRequest(INTERVIEW_TEXTS.duplicateInterviewers, "interviewerIds");
  const rows = await db.user.findMany({
    where: { id: { in: ids }, OR: [{ role: "hr" }, { role: "interviewer", deactivatedAt: null }] },
    select: { id: true, name: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== ids.length) throw badRequest(INTERVIEW_TEXTS.unknownInterviewers, "interviewerIds");
  return ids.map((id) => byId.get(id) as { id: number; name: string });
}

/**
 * The 409 of an interviewer busy then, naming who (HR may know their colleagues' calendars) when
 * the overlapping interview can be read; `excluding` is the interview being changed.
 */
export async function interviewerBusyError(
  db: DbOrTx,
  { interviewerIds, startsAt, endsAt, excluding }: { interviewerIds: number[]; startsAt: Date; endsAt: Date; excluding?: number },
): Promise<AppError> {
  const busy = await db.interviewParticipant.findMany({
    where: {
      interviewerId: { in: interviewerIds },
      canceled: false,
      startsAt: { lt: endsAt },
      endsAt: { gt: startsAt },
      ...(excluding ? { interviewId: { not: excluding } } : {}),
    },
    select: { interviewer: { select: { name: true } } },
    distinct: ["interviewerId"],
  });
  const names = busy.map((row) => row.interviewer.name);
  const message =
    names.length === 0
      ? INTERVIEW_TEXTS.busy
      : INTERVIEW_TEXTS.interviewerBusy(names.length === 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
  return new AppError("CONFLICT", message, { reason: "INTERVIEWER_BUSY" });
}

/** Runs a write whose participant rows may overlap another interview: 23P01 becomes the named 409. */
export async function withBusyCheck<T>(
  db: DbOrTx,
  slot: { interviewerIds: number[]; startsAt: Date; endsAt: Date; excluding?: number },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw await interviewerBusyError(db, slot);
    throw error;
  }
}
