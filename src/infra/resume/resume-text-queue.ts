// The resume-text queue (issue #31): after an application is saved, one job reads its resume's text
// in the worker process (src/worker/processors/resume-text.ts) into application_resume_texts, for HR
// search. Job ids are `resume-text-<application id>`, so an application is read once however often
// it is enqueued (after the commit, and by the worker's catch-up, daily and at start, for recent
// applications without a text). The producer fails fast: the web server's connection has no offline
// queue, and the add has the mail's Redis budget, so a Redis that is down never holds a submission.
import { Queue, type DefaultJobOptions } from "bullmq";
import type { Redis } from "ioredis";
import { withTimeout } from "../with-timeout.js";

export const RESUME_TEXT_QUEUE_NAME = "resume-text";
export const RESUME_TEXT_JOB_NAME = "read-resume-text";
export const RESUME_TEXT_CATCH_UP_JOB_NAME = "catch-up";
export const RESUME_TEXT_CATCH_UP_SCHEDULER_ID = "resume-text-catch-up-daily";
/** Every day at 02:30 UTC, before the retention run. */
export const RESUME_TEXT_CATCH_UP_PATTERN = "30 2 * * *";

/** The stored text's cap (a CHECK constraint in the table): a resume is a few thousand characters. */
export const RESUME_TEXT_MAX_CHARS = 100_000;
/** The catch-up looks this far back for applications with a resume and no text. */
export const RESUME_TEXT_CATCH_UP_DAYS = 7;
/** Applications enqueued by one catch-up at most (newest first): a backlog drains over a few days. */
export const RESUME_TEXT_CATCH_UP_BATCH = 500;
/** The enqueue's budget after a submission (as the mail outbox's). */
export const RESUME_TEXT_ENQUEUE_BUDGET_MS = 700;

export type ResumeTextJob = { applicationId: number };

const DAY_S = 24 * 3600;

export const RESUME_TEXT_JOB_OPTIONS = {
  // The database or the upload store away: tried again for about five minutes.
  attempts: 5,
  backoff: { type: "exponential", delay: 10_000, jitter: 0.5 },
  removeOnComplete: { age: DAY_S, count: 1000 },
  // Kept past the catch-up's window, so the catch-up's add under the same id is ignored and an
  // unreadable PDF is not tried again every day.
  removeOnFail: { age: (RESUME_TEXT_CATCH_UP_DAYS + 1) * DAY_S, count: 10_000 },
} satisfies DefaultJobOptions;

export function resumeTextJobId(applicationId: number): string {
  return `resume-text-${applicationId}`;
}

export function createResumeTextQueue(connection: Redis, prefix: string): Queue<ResumeTextJob> {
  return new Queue<ResumeTextJob>(RESUME_TEXT_QUEUE_NAME, { connection, prefix, defaultJobOptions: RESUME_TEXT_JOB_OPTIONS });
}

/** Adds the reading of these applications' resumes; ids already queued (or kept as failed) are ignored. */
export async function enqueueResumeTexts(queue: Queue<ResumeTextJob>, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await queue.addBulk(
    applicationIds.map((applicationId) => ({
      name: RESUME_TEXT_JOB_NAME,
      data: { applicationId },
      opts: { ...RESUME_TEXT_JOB_OPTIONS, jobId: resumeTextJobId(applicationId) },
    })),
  );
}

/**
 * After a submission's commit: the application stands whatever happens here. A Redis that is down
 * or slow is logged, and the worker's catch-up reads the resume later.
 */
export async function enqueueResumeTextAfterCommit(queue: Queue<ResumeTextJob>, applicationId: number): Promise<void> {
  try {
    await withTimeout(enqueueResumeTexts(queue, [applicationId]), RESUME_TEXT_ENQUEUE_BUDGET_MS, "resume-text enqueue");
  } catch (error) {
    console.error(
      JSON.stringify({ level: "warn", msg: "resume text not queued: the catch-up will read it", applicationId, err: String(error) }),
    );
  }
}

/** Creates the daily catch-up, or updates it to the current pattern; idempotent. */
export async function scheduleResumeTextCatchUp(queue: Queue<ResumeTextJob>): Promise<void> {
  await queue.upsertJobScheduler(
    RESUME_TEXT_CATCH_UP_SCHEDULER_ID,
    { pattern: RESUME_TEXT_CATCH_UP_PATTERN, tz: "UTC" },
    {
      name: RESUME_TEXT_CATCH_UP_JOB_NAME,
      opts: { attempts: 3, backoff: { type: "exponential", delay: 60_000 }, removeOnComplete: { count: 31 }, removeOnFail: { count: 31 } },
    },
  );
}
