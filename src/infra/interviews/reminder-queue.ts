// The interview reminders: one delayed job per interview and lead (24 h and 1 h before), on a queue
// of their own, `interview-reminders`, not as mail_log rows: the mail sweeper re-queues rows still
// queued after MAIL_SWEEP_AFTER_MS, so a mail waiting a day would be sent at once. When a job fires
// (src/worker/processors/interview-reminder.ts) it checks the interview is still scheduled at the
// same sequence, then posts the reminder mails through the outbox like any mail. Job ids are
// `interview-<id>-<24h|1h>`: a reschedule removes and adds them again, a cancel removes them.
import { Queue, type DefaultJobOptions } from "bullmq";
import type { Redis } from "ioredis";
import { REMINDER_LEADS, type ReminderLead } from "../../shared/interview-terms.js";

export const INTERVIEW_REMINDER_QUEUE_NAME = "interview-reminders";
export const INTERVIEW_REMINDER_JOB_NAME = "interview-reminder";

export type InterviewReminderJob = { interviewId: number; sequence: number; lead: ReminderLead };

export const INTERVIEW_REMINDER_JOB_OPTIONS = {
  // The database or Redis away when it fires: tried again for about half an hour.
  attempts: 6,
  backoff: { type: "exponential", delay: 30_000, jitter: 0.5 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 1000 },
} satisfies DefaultJobOptions;

export function reminderJobId(interviewId: number, lead: ReminderLead): string {
  return `interview-${interviewId}-${lead}`;
}

export function createInterviewReminderQueue(connection: Redis, prefix: string): Queue<InterviewReminderJob> {
  return new Queue<InterviewReminderJob>(INTERVIEW_REMINDER_QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: INTERVIEW_REMINDER_JOB_OPTIONS,
  });
}

const LEADS = Object.keys(REMINDER_LEADS) as ReminderLead[];

/**
 * Removes the interview's reminder jobs, whatever their state (delayed, done, failed), so an add
 * under the same id is not ignored. A job firing at this very moment is locked and stays: it finds
 * the sequence changed and sends nothing.
 */
export async function removeInterviewReminders(queue: Queue<InterviewReminderJob>, interviewId: number): Promise<void> {
  await Promise.all(LEADS.map((lead) => queue.remove(reminderJobId(interviewId, lead))));
}

/** Replaces the interview's reminders by ones for this time and sequence; a reminder already due is not added. */
export async function replaceInterviewReminders(
  queue: Queue<InterviewReminderJob>,
  interview: { id: number; sequence: number; startsAt: Date },
  now: number = Date.now(),
): Promise<ReminderLead[]> {
  await removeInterviewReminders(queue, interview.id);
  const due = LEADS.filter((lead) => interview.startsAt.getTime() - REMINDER_LEADS[lead] > now);
  await Promise.all(
    due.map((lead) =>
      queue.add(
        INTERVIEW_REMINDER_JOB_NAME,
        { interviewId: interview.id, sequence: interview.sequence, lead },
        // Its timestamp is the `now` its delay counts from, so timestamp + delay is exactly when it fires.
        { jobId: reminderJobId(interview.id, lead), timestamp: now, delay: interview.startsAt.getTime() - REMINDER_LEADS[lead] - now },
      ),
    ),
  );
  return due;
}
