// Starts a BullMQ worker on the resume-text queue (issue #31): each job stores one application's
// resume text for HR search (processors/resume-text.ts); the daily catch-up job, and one run at start,
// queue the recent applications still without a text (resume-text-catch-up.ts). Two at a time: the
// PDF reading itself runs on the extraction's worker threads, which use at most two cores. `close`
// lets the jobs in progress finish, then stops. Used by the worker process and by tests in-process.
import { Worker, type Job, type Queue } from "bullmq";
import type { Redis } from "ioredis";
import {
  RESUME_TEXT_CATCH_UP_JOB_NAME,
  RESUME_TEXT_QUEUE_NAME,
  scheduleResumeTextCatchUp,
  type ResumeTextJob,
} from "../infra/resume/resume-text-queue.js";
import type { WorkerLogger } from "./logger.js";
import { processResumeText, type ResumeTextDeps, type ResumeTextResult } from "./processors/resume-text.js";
import { catchUpResumeTexts, type ResumeTextCatchUpResult } from "./resume-text-catch-up.js";

export type ResumeTextWorkerOptions = ResumeTextDeps & {
  connection: Redis;
  prefix: string;
  queue: Queue<ResumeTextJob>;
  log: WorkerLogger;
  /** Whether to schedule the daily catch-up and run one now (the worker process does; tests choose). */
  catchUp?: boolean;
};

type Result = ResumeTextResult | ResumeTextCatchUpResult;

export type ResumeTextWorker = { worker: Worker<ResumeTextJob, Result>; close: () => Promise<void> };

export function startResumeTextWorker(options: ResumeTextWorkerOptions): ResumeTextWorker {
  const { connection, prefix, queue, log } = options;
  const run = (job: Job<ResumeTextJob, Result>): Promise<Result> =>
    job.name === RESUME_TEXT_CATCH_UP_JOB_NAME ? catchUpResumeTexts({ db: options.db, queue }) : processResumeText(options, job.data);
  const worker = new Worker<ResumeTextJob, Result>(RESUME_TEXT_QUEUE_NAME, run, { connection, prefix, concurrency: 2 });
  worker.on("completed", (job, result) => log.info({ jobId: job.id, ...result }, "resume text handled"));
  worker.on("failed", (job, error) =>
    log.warn({ jobId: job?.id, attempts: job?.attemptsMade, error: error.message }, "resume text failed"),
  );
  if (options.catchUp ?? true) {
    // Not awaited: with Redis or the database down the worker still starts; the daily run catches up.
    Promise.all([scheduleResumeTextCatchUp(queue), catchUpResumeTexts({ db: options.db, queue })]).then(
      ([, result]) => log.info({ queue: RESUME_TEXT_QUEUE_NAME, ...result }, "resume texts caught up; catch-up scheduled daily"),
      (error: unknown) => log.error({ error: (error as Error).message }, "could not catch up the resume texts"),
    );
  }
  return { worker, close: () => worker.close() };
}
