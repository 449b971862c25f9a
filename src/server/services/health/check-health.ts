// Reports whether the database and Redis answer (the status is "ok" only when both do), plus the
// mail queue's waiting/failed counts and whether a mail worker was seen in the last 30 s.
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { WORKER_HEARTBEAT_KEY } from "../../../shared/mail-queue.js";
import type { Db } from "../../db/client.js";
import { whenRedisReady } from "../../redis.js";

export type Health = {
  status: "ok" | "degraded";
  db: "up" | "down";
  redis: "up" | "down";
  /** null while Redis cannot be asked. */
  queue: { waiting: number; failed: number } | null;
  worker: "seen" | "missing";
};

const PROBE_TIMEOUT_MS = 1000;

async function withTimeout<T>(check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(check: () => Promise<unknown>): Promise<"up" | "down"> {
  try {
    await withTimeout(check);
    return "up";
  } catch {
    return "down";
  }
}

async function mailQueueState(redis: Redis, mailQueue: Queue): Promise<Pick<Health, "queue" | "worker">> {
  if (redis.status !== "ready") return { queue: null, worker: "missing" };
  try {
    const [counts, heartbeat] = await withTimeout(() =>
      Promise.all([mailQueue.getJobCounts("waiting", "failed"), redis.exists(mailQueue.toKey(WORKER_HEARTBEAT_KEY))]),
    );
    return { queue: { waiting: counts.waiting ?? 0, failed: counts.failed ?? 0 }, worker: heartbeat === 1 ? "seen" : "missing" };
  } catch {
    return { queue: null, worker: "missing" };
  }
}

export async function checkHealth(deps: { db: Db; redis: Redis; mailQueue: Queue }): Promise<Health> {
  const [db, redis, mail] = await Promise.all([
    probe(() => deps.db.$queryRaw`SELECT 1`),
    probe(async () => {
      await whenRedisReady(deps.redis, PROBE_TIMEOUT_MS);
      return deps.redis.ping();
    }),
    mailQueueState(deps.redis, deps.mailQueue),
  ]);
  // A missing worker leaves the status "ok": the site works and mails wait in the queue until a
  // worker starts (docker-compose even starts the worker only once the app is healthy).
  return { status: db === "up" && redis === "up" ? "ok" : "degraded", db, redis, ...mail };
}
