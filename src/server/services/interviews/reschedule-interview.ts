// HR changes an interview (tRPC hr.interviews.reschedule, PATCH /api/interviews/{id}): any of its
// time, duration, interviewers and place. One transaction, guarded on the sequence just read (of
// two changes at once one wins, the other is a 409), raises the sequence, moves every remaining
// participant row to the new time, removes the interviewers taken off and adds the new ones, so
// the exclusion constraint checks the result as a whole; its audit row goes with it. After the
// commit: the updated invite (same UID, higher SEQUENCE) to everyone on it, a CANCEL to those taken
// off, and the reminders replaced.
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { interviewEnd, INTERVIEW_TEXTS } from "../../../shared/interview-terms.js";
import { announceInterview, type InterviewDeps } from "./announce-interview.js";
import { assertActiveInterviewerIds, assertInterviewPlace, assertInterviewTime, withBusyCheck } from "./interview-rules.js";

export type RescheduleInterviewInput = {
  id: number;
  startsAt?: Date | undefined;
  durationMinutes?: number | undefined;
  interviewerIds?: number[] | undefined;
  /** undefined keeps it; null removes it. */
  location?: string | null | undefined;
  meetingUrl?: string | null | undefined;
  actorId: number;
};

const notFound = () => new AppError("NOT_FOUND", INTERVIEW_TEXTS.notFound, { reason: "INTERVIEW_NOT_FOUND" });

async function readCurrent(deps: InterviewDeps, id: number) {
  const row = await deps.db.interview.findUnique({
    where: { id },
    select: {
      id: true,
      applicationId: true,
      status: true,
      sequence: true,
      startsAt: true,
      durationMinutes: true,
      location: true,
      meetingUrl: true,
      participants: { select: { interviewer: { select: { id: true, name: true, email: true } } } },
    },
  });
  if (!row) throw notFound();
  if (row.status === "canceled") throw new AppError("CONFLICT", INTERVIEW_TEXTS.alreadyCanceled);
  return row;
}

export async function rescheduleInterview(
  deps: InterviewDeps,
  input: RescheduleInterviewInput,
): Promise<{ id: number; mailIds: string[] }> {
  await assertQueueReachable(deps.mailQueue);
  const now = new Date();
  const current = await readCurrent(deps, input.id);
  const before = current.participants.map((participant) => participant.interviewer);
  const next = {
    startsAt: input.startsAt ?? current.startsAt,
    durationMinutes: input.durationMinutes ?? current.durationMinutes,
    interviewerIds: input.interviewerIds ?? before.map((person) => person.id),
    location: input.location === undefined ? current.location : input.location,
    meetingUrl: input.meetingUrl === undefined ? current.meetingUrl : input.meetingUrl,
  };
  // An interview that has begun is not moved; one ahead may be moved to any time ahead.
  if (current.startsAt.getTime() <= now.getTime()) throw new AppError("CONFLICT", INTERVIEW_TEXTS.alreadyPast);
  assertInterviewTime(next, now);
  assertInterviewPlace(next);
  await assertActiveInterviewerIds(deps.db, next.interviewerIds);
  const endsAt = interviewEnd(next.startsAt, next.durationMinutes);
  const removed = before.filter((person) => !next.interviewerIds.includes(person.id));
  const added = next.interviewerIds.filter((id) => !before.some((person) => person.id === id));
  const slot = { interviewerIds: next.interviewerIds, startsAt: next.startsAt, endsAt, excluding: current.id };

  await withBusyCheck(deps.db, slot, () =>
    deps.db.$transaction(async (tx) => {
      const changed = await tx.interview.updateMany({
        where: { id: current.id, status: "scheduled", sequence: current.sequence },
        data: {
          startsAt: next.startsAt,
          durationMinutes: next.durationMinutes,
          location: next.location,
          meetingUrl: next.meetingUrl,
          sequence: { increment: 1 },
        },
      });
      if (changed.count !== 1) throw new AppError("CONFLICT", "This interview was changed meanwhile. Reload it and try again.");
      if (removed.length > 0)
        await tx.interviewParticipant.deleteMany({
          where: { interviewId: current.id, interviewerId: { in: removed.map((person) => person.id) } },
        });
      await tx.interviewParticipant.updateMany({ where: { interviewId: current.id }, data: { startsAt: next.startsAt, endsAt } });
      if (added.length > 0)
        await tx.interviewParticipant.createMany({
          data: added.map((interviewerId) => ({ interviewId: current.id, interviewerId, startsAt: next.startsAt, endsAt })),
        });
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "interview_rescheduled",
        targetType: "interview",
        targetId: current.id,
        applicationId: current.applicationId,
        before: {
          starts_at: current.startsAt.toISOString(),
          duration_minutes: current.durationMinutes,
          interviewers: before.length,
          sequence: current.sequence,
        },
        after: {
          starts_at: next.startsAt.toISOString(),
          duration_minutes: next.durationMinutes,
          interviewers: next.interviewerIds.length,
          sequence: current.sequence + 1,
        },
      });
    }),
  );
  const mailIds = await announceInterview(deps, current.id, { kind: "rescheduled", removedInterviewers: removed });
  return { id: current.id, mailIds };
}
