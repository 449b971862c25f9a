// Tells the web server a worker is alive: a Redis key refreshed every 10 s that expires 30 s
// after the last refresh, so /health can say whether a worker was seen in the last 30 s.
import type { Redis } from "ioredis";
import { WORKER_HEARTBEAT_INTERVAL_MS, WORKER_HEARTBEAT_TTL_MS } from "../shared/mail-queue.js";

export function startHeartbeat(redis: Redis, key: string): () => void {
  const beat = () => {
    // While Redis is away the beat is skipped rather than queued; "ready" beats again at once.
    if (redis.status !== "ready") return;
    redis.set(key, new Date().toISOString(), "PX", WORKER_HEARTBEAT_TTL_MS).catch(() => undefined);
  };
  beat();
  const timer = setInterval(beat, WORKER_HEARTBEAT_INTERVAL_MS);
  redis.on("ready", beat);
  return () => {
    clearInterval(timer);
    redis.off("ready", beat);
  };
}
