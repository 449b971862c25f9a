// Reports whether the database and Redis answer (the status is "ok" only when both do), plus the
// mail queue's waiting/failed counts, whether a mail worker was seen in the last 30 s, and from
// Postgres how many mails of the last 24 h are stuck or failed.
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { Db } from "../../../infra/db/client.js";
import type { Env } from "../../../infra/env.js";
import { withTimeout } from "../../../infra/with-timeout.js";
import { WORKER_HEARTBEAT_KEY } from "../../../shared/mail-queue.js";
import { countMailBacklog, type MailBacklog } from "./mail-backlog.js";
import { pingDb, pingRedis, probe, PROBE_TIMEOUT_MS, type ProbeResult } from "./probes.js";

export type Health = {
  status: "ok" | "degraded";
  db: ProbeResult;
  redis: ProbeResult;
  /** null while Redis cannot be asked. */
  queue: { waiting: number; failed: number } | null;
  worker: "seen" | "missing";
  /** Mails accepted in the last 24 h: still queued after MAIL_SWEEP_AFTER_MS, or failed; null while the database cannot be asked. */
  mail: MailBacklog | null;
};

async function mailQueueState(redis: Redis, mailQueue: Queue): Promise<Pick<Health, "queue" | "worker">> {
  if (redis.status !== "ready") return { queue: null, worker: "missing" };
  try {
    const [counts, heartbeat] = await withTimeout(
      Promise.all([mailQueue.getJobCounts("waiting", "failed"), redis.exists(mailQueue.toKey(WORKER_HEARTBEAT_KEY))]),
      PROBE_TIMEOUT_MS,
    );
    return { queue: { waiting: counts.waiting ?? 0, failed: counts.failed ?? 0 }, worker: heartbeat === 1 ? "seen" : "missing" };
  } catch {
    return { queue: null, worker: "missing" };
  }
}

async function mailBacklog(db: Db, stuckAfterMs: number): Promise<MailBacklog | null> {
  try {
    return await withTimeout(countMailBacklog(db, stuckAfterMs), PROBE_TIMEOUT_MS);
  } catch {
    return null;
  }
}

export async function checkHealth(deps: {
  db: Db;
  redis: Redis;
  mailQueue: Queue;
  env: Pick<Env, "MAIL_SWEEP_AFTER_MS">;
}): Promise<Health> {
  const [db, redis, queue, mail] = await Promise.all([
    probe(pingDb(deps.db)),
    probe(pingRedis(deps.redis)),
    mailQueueState(deps.redis, deps.mailQueue),
    mailBacklog(deps.db, deps.env.MAIL_SWEEP_AFTER_MS),
  ]);
  // A missing worker leaves the status "ok": the site works and mails wait in the queue until a
  // worker starts, so a web health check must not fail on it.
  return { status: db === "up" && redis === "up" ? "ok" : "degraded", db, redis, ...queue, mail };
}
