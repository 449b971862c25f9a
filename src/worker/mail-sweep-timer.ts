// Every MAIL_SWEEP_INTERVAL_MS, one worker process (whichever takes a short Redis lock first) sweeps
// the mails still queued MAIL_SWEEP_AFTER_MS after they were accepted (mail-sweep.ts), so mails
// whose jobs Redis lost (a restart without persistence, a flush, a failover) are still sent. A timer
// rather than a BullMQ job scheduler: the scheduler lives in Redis and would be lost with the jobs.
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { Db } from "../infra/db/client.js";
import type { StuckMailCursor } from "../infra/mail/outbox-rows.js";
import type { MailKind } from "../shared/mail.js";
import type { WorkerLogger } from "./logger.js";
import { sweepMails } from "./mail-sweep.js";

export const MAIL_SWEEP_LOCK_KEY = "mail-sweep-lock";

export type MailSweepTimerOptions = {
  connection: Redis;
  queue: Queue;
  db: Db;
  intervalMs: number;
  afterMs: number;
  log: WorkerLogger;
  onRequeued?: (kind: MailKind) => void;
};

export function startMailSweepTimer(options: MailSweepTimerOptions): () => Promise<void> {
  const { connection, queue, log } = options;
  // Rows before it are known to be sent or failed; the first sweep of a process reads from the oldest row.
  let from: StuckMailCursor | undefined;
  let running: Promise<void> | undefined;

  async function sweep(): Promise<void> {
    if (connection.status !== "ready") return;
    // Held for one interval and not released, so all workers together sweep about once an interval.
    const locked = await connection.set(queue.toKey(MAIL_SWEEP_LOCK_KEY), String(process.pid), "PX", options.intervalMs, "NX");
    if (locked !== "OK") return;
    const result = await sweepMails({ db: options.db, queue, redis: connection }, options.afterMs, from);
    from = result.next;
    for (const mail of result.requeued) options.onRequeued?.(mail.kind);
    const failed = result.failed.expired + result.failed.noPayload + result.failed.tooOld;
    if (result.requeued.length > 0) {
      const oldestAgeMs = Math.round(Math.max(...result.requeued.map((mail) => mail.ageMs)));
      log.warn({ requeued: result.requeued.length, oldestAgeMs }, "queued again mails whose jobs Redis had lost");
    }
    if (failed > 0) log.warn({ failed: result.failed }, "gave up on stuck mails");
  }

  const timer = setInterval(() => {
    running ??= sweep()
      .catch((error: unknown) => log.error({ error: (error as Error).message }, "mail sweep failed"))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);

  return async () => {
    clearInterval(timer);
    await running;
  };
}
