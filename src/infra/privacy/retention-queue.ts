// The retention queue: one job a day, made by a BullMQ job scheduler that every worker process
// upserts at start (so a Redis that lost it gets it back with the next worker start), erases the
// personal data kept longer than RETENTION_DAYS. Its runs, with what each erased, show on the
// queue dashboard.
import { Queue, type DefaultJobOptions } from "bullmq";
import type { Redis } from "ioredis";

export const RETENTION_QUEUE_NAME = "retention";
export const RETENTION_SCHEDULER_ID = "retention-daily";
export const RETENTION_JOB_NAME = "erase-expired-personal-data";
/** Every day at 03:00 UTC, when hardly anyone applies. */
export const RETENTION_PATTERN = "0 3 * * *";

export const RETENTION_JOB_OPTIONS = {
  // A run that failed (the database or the upload store away) is tried again within the hour; it
  // picks up where the last one stopped, as erased rows are skipped.
  attempts: 4,
  backoff: { type: "exponential", delay: 5 * 60_000 },
  // About a month of runs on the dashboard.
  removeOnComplete: { count: 31 },
  removeOnFail: { count: 31 },
} satisfies DefaultJobOptions;

export function createRetentionQueue(connection: Redis, prefix: string): Queue {
  return new Queue(RETENTION_QUEUE_NAME, { connection, prefix, defaultJobOptions: RETENTION_JOB_OPTIONS });
}

/** Creates the daily scheduler, or updates it to the current pattern; idempotent. */
export async function scheduleRetention(queue: Queue): Promise<void> {
  await queue.upsertJobScheduler(
    RETENTION_SCHEDULER_ID,
    { pattern: RETENTION_PATTERN, tz: "UTC" },
    { name: RETENTION_JOB_NAME, opts: RETENTION_JOB_OPTIONS },
  );
}
