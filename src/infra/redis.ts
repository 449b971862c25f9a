// Redis connections. Producers fail fast while Redis is down (no offline queue); the worker waits.
import { Redis } from "ioredis";
import { withTimeout } from "./with-timeout.js";

export function createProducerRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
  });
  // ioredis reconnects by itself; /health reports the outage, so the event needs no log line.
  redis.on("error", () => undefined);
  return redis;
}

export function createWorkerRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}

/** Resolves once the connection is ready, or rejects after `timeoutMs`. */
export async function whenRedisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === "ready") return;
  // Not events.once: it would reject on the "error" events ioredis emits while it reconnects.
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  redis.once("ready", onReady);
  try {
    await withTimeout(ready, timeoutMs, "Redis not ready");
  } finally {
    redis.off("ready", onReady);
  }
}

/**
 * Waits (up to 5 s) for the producer connection at start-up, so the first requests do not meet a
 * connection still opening. Redis being down is not fatal: /health reports it and ioredis retries.
 */
export async function waitForRedis(deps: { redis: Redis }, timeoutMs = 5000): Promise<boolean> {
  try {
    await whenRedisReady(deps.redis, timeoutMs);
    return true;
  } catch {
    return false;
  }
}

/**
 * A connection for SUBSCRIBE only (a subscribed connection can send nothing else). It resubscribes
 * itself, so the caller knows when it is listening again (see public-jobs-cache.ts).
 */
export function createSubscriberRedis(url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, autoResubscribe: false, enableOfflineQueue: false });
  redis.on("error", () => undefined);
  return redis;
}
