// Starts a BullMQ worker on the mail queue with its heartbeat; `close` lets the mails in flight
// finish, then stops. Used by the worker process and by tests that run a worker in-process.
import { Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { Db } from "../infra/db/client.js";
import type { MailKey } from "../infra/mail/payload-crypto.js";
import { MAIL_QUEUE_NAME, WORKER_HEARTBEAT_KEY, type MailJobData } from "../shared/mail-queue.js";
import { startHeartbeat } from "./heartbeat.js";
import { createMailLog } from "./mail-log.js";
import { observeMailJobs, type MailJobOutcome } from "./mail-outcome.js";
import { createMailProcessor, type MailJobResult } from "./processors/process-mail.js";
import { traceMailJobs } from "./trace-mail-jobs.js";
import type { MailTransport } from "./transport.js";

export type MailWorkerOptions = {
  connection: Redis;
  prefix: string;
  db: Db;
  transport: MailTransport;
  key: MailKey;
  concurrency: number;
  /** Told what became of every attempt (for metrics and log lines). */
  onOutcome?: (outcome: MailJobOutcome) => void;
};

/** A mail takes milliseconds; short locks mean a crashed worker's mails are retried within ~15 s. */
export const MAIL_WORKER_LOCKS = { lockDuration: 10_000, stalledInterval: 5_000 } as const;

export type MailWorker = { worker: Worker<MailJobData, MailJobResult>; close: () => Promise<void> };

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const processMail = traceMailJobs(
    createMailProcessor({ mailLog: createMailLog(options.db), transport: options.transport, key: options.key }),
  );
  const processor = options.onOutcome ? observeMailJobs(processMail, options.onOutcome) : processMail;
  const worker = new Worker<MailJobData, MailJobResult>(MAIL_QUEUE_NAME, processor, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
    ...MAIL_WORKER_LOCKS,
  });
  const stopHeartbeat = startHeartbeat(options.connection, worker.toKey(WORKER_HEARTBEAT_KEY));
  return {
    worker,
    close: async () => {
      stopHeartbeat();
      await worker.close();
      await options.transport.close();
    },
  };
}
