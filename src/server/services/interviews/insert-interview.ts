// The write of a new interview inside the caller's transaction: HR's schedule (scheduleInterview)
// and a candidate's slot booking (which sets its slot's interview_id in the same transaction). It
// checks the rules (interview-rules.ts), inserts the interview in the application's current round
// and one participant row per interviewer (the exclusion constraint refuses an interviewer busy
// then: wrap the transaction in withBusyCheck for the named 409), and writes the
// interview_scheduled audit row. Mails and reminders follow the commit: announceInterview.
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { Tx } from "../../../infra/db/sql.js";
import { interviewEnd } from "../../../shared/interview-terms.js";
import {
  assertActiveInterviewerIds,
  assertInterviewPlace,
  assertInterviewTime,
  readSchedulableApplication,
  type InterviewPlace,
  type InterviewTime,
} from "./interview-rules.js";

export type NewInterview = InterviewTime &
  InterviewPlace & {
    applicationId: number;
    interviewerIds: number[];
    /** Who scheduled it (HR), or the HR user who offered the booked slot; null = nobody on record. */
    actorId: number | null;
    /** The booked slot, recorded in the audit row. */
    slotId?: number;
  };

export async function insertInterview(tx: Tx, input: NewInterview, now: Date = new Date()): Promise<{ id: number }> {
  assertInterviewTime(input, now);
  assertInterviewPlace(input);
  const application = await readSchedulableApplication(tx, input.applicationId);
  await assertActiveInterviewerIds(tx, input.interviewerIds);
  const endsAt = interviewEnd(input.startsAt, input.durationMinutes);
  const interview = await tx.interview.create({
    data: {
      applicationId: application.id,
      round: application.round,
      startsAt: input.startsAt,
      durationMinutes: input.durationMinutes,
      location: input.location,
      meetingUrl: input.meetingUrl,
      createdById: input.actorId,
    },
    select: { id: true },
  });
  await tx.interviewParticipant.createMany({
    data: input.interviewerIds.map((interviewerId) => ({ interviewId: interview.id, interviewerId, startsAt: input.startsAt, endsAt })),
  });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: "interview_scheduled",
    targetType: "interview",
    targetId: interview.id,
    applicationId: application.id,
    after: {
      round: application.round,
      status: "scheduled",
      starts_at: input.startsAt.toISOString(),
      duration_minutes: input.durationMinutes,
      interviewers: input.interviewerIds.length,
      sequence: 0,
      ...(input.slotId ? { slot: input.slotId } : {}),
    },
  });
  return interview;
}
