// HR schedules an interview for an applicant's current round (tRPC hr.interviews.schedule,
// POST /application/api/applicants/{id}/interviews): the mail queue is checked first, then one
// transaction inserts the interview, its participants and its audit row (insertInterview); an
// interviewer busy then is a 409 naming them, so of two HR users racing for one interviewer's time
// exactly one succeeds. After the commit everyone is mailed the invite and the reminders are set.
// A booked slot comes through here too, with its slotId: the slot service calls insertInterview in
// its own transaction instead, then announceInterview.
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { interviewEnd } from "../../../shared/interview-terms.js";
import { announceInterview, type InterviewDeps } from "./announce-interview.js";
import { insertInterview, type NewInterview } from "./insert-interview.js";
import { withBusyCheck } from "./interview-rules.js";

export type ScheduleInterviewInput = {
  applicationId: number;
  startsAt: Date;
  durationMinutes: number;
  interviewerIds: number[];
  location?: string | null;
  meetingUrl?: string | null;
  /** The HR user scheduling it. */
  actorId: number;
  slotId?: number;
};

export async function scheduleInterview(deps: InterviewDeps, input: ScheduleInterviewInput): Promise<{ id: number; mailIds: string[] }> {
  await assertQueueReachable(deps.mailQueue);
  const interview: NewInterview = {
    applicationId: input.applicationId,
    startsAt: input.startsAt,
    durationMinutes: input.durationMinutes,
    interviewerIds: input.interviewerIds,
    location: input.location ?? null,
    meetingUrl: input.meetingUrl ?? null,
    actorId: input.actorId,
    ...(input.slotId ? { slotId: input.slotId } : {}),
  };
  const slot = {
    interviewerIds: input.interviewerIds,
    startsAt: input.startsAt,
    endsAt: interviewEnd(input.startsAt, input.durationMinutes),
  };
  const { id } = await withBusyCheck(deps.db, slot, () => deps.db.$transaction((tx) => insertInterview(tx, interview)));
  const mailIds = await announceInterview(deps, id, { kind: "scheduled" });
  return { id, mailIds };
}
