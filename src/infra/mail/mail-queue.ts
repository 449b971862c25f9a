// The producer side of the mail queue, on the web server's fail-fast Redis connection, with the
// retry and retention rules every mail job gets.
import { Queue, type DefaultJobOptions } from "bullmq";
import type { Redis } from "ioredis";
import { MAIL_QUEUE_NAME } from "../../shared/mail-queue.js";

export const MAIL_JOB_OPTIONS = {
  // 1 s, 2 s, 4 s, 8 s between the five attempts, each shortened by up to half at random so
  // mails that failed together do not retry together.
  attempts: 5,
  backoff: { type: "exponential", delay: 1000, jitter: 0.5 },
  // Bounded, so Redis does not grow with every mail ever sent; the mail_log table is the history.
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
} satisfies DefaultJobOptions;

/** The job of a mail_log row: the row id names it, so a job added twice for one mail is one job. */
export function mailJobId(mailId: string): string {
  return `mail-${mailId}`;
}

export function createMailQueue(connection: Redis, prefix: string): Queue {
  return new Queue(MAIL_QUEUE_NAME, { connection, prefix, defaultJobOptions: MAIL_JOB_OPTIONS });
}
