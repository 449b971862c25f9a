// Starts a BullMQ worker on the interview-reminders queue: each delayed job, when due, posts its
// interview's reminder mails through the outbox (processors/interview-reminder.ts). `close` lets a
// job in progress finish, then stops. Used by the worker process and by tests that run it in-process.
import { Worker } from "bullmq";
import type { Redis } from "ioredis";
import { INTERVIEW_REMINDER_QUEUE_NAME, type InterviewReminderJob } from "../infra/interviews/reminder-queue.js";
import type { WorkerLogger } from "./logger.js";
import { processInterviewReminder, type InterviewReminderDeps, type InterviewReminderResult } from "./processors/interview-reminder.js";

export type InterviewReminderWorkerOptions = InterviewReminderDeps & { connection: Redis; prefix: string; log: WorkerLogger };

export type InterviewReminderWorker = { worker: Worker<InterviewReminderJob, InterviewReminderResult>; close: () => Promise<void> };

export function startInterviewReminderWorker(options: InterviewReminderWorkerOptions): InterviewReminderWorker {
  const { connection, prefix, log } = options;
  const worker = new Worker<InterviewReminderJob, InterviewReminderResult>(
    INTERVIEW_REMINDER_QUEUE_NAME,
    (job) => processInterviewReminder(options, job.data),
    { connection, prefix, concurrency: 4 },
  );
  worker.on("completed", (job, result) => log.info({ jobId: job.id, ...result }, "interview reminder handled"));
  worker.on("failed", (job, error) => log.error({ jobId: job?.id, error: error.message }, "interview reminder failed"));
  return { worker, close: () => worker.close() };
}
