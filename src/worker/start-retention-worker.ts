// Starts a BullMQ worker on the retention queue (one job at a time) and upserts its daily job
// scheduler; `close` lets a run in progress finish, then stops. Used by the worker process and by
// tests that run it in-process.
import { Worker, type Queue } from "bullmq";
import type { Redis } from "ioredis";
import { RETENTION_QUEUE_NAME, scheduleRetention } from "../infra/privacy/retention-queue.js";
import type { WorkerLogger } from "./logger.js";
import { processRetention, type RetentionDeps, type RetentionResult } from "./processors/retention.js";

export type RetentionWorkerOptions = RetentionDeps & { connection: Redis; prefix: string; queue: Queue; log: WorkerLogger };

export type RetentionWorker = { worker: Worker<unknown, RetentionResult>; close: () => Promise<void> };

export function startRetentionWorker(options: RetentionWorkerOptions): RetentionWorker {
  const { connection, prefix, queue, log } = options;
  const worker = new Worker<unknown, RetentionResult>(RETENTION_QUEUE_NAME, () => processRetention(options), {
    connection,
    prefix,
    concurrency: 1,
  });
  worker.on("completed", (job, result) => log.info({ jobId: job.id, ...result }, "retention run erased expired personal data"));
  worker.on("failed", (job, error) => log.error({ jobId: job?.id, error: error.message }, "retention run failed"));
  // Not awaited: with Redis down the worker still starts, and the scheduler is written once it is back.
  scheduleRetention(queue).then(
    () => log.info({ queue: RETENTION_QUEUE_NAME, retentionDays: options.retentionDays }, "retention scheduled daily"),
    (error: unknown) => log.error({ error: (error as Error).message }, "could not schedule the retention job"),
  );
  return { worker, close: () => worker.close() };
}
