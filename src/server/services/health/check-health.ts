// Reports whether the database and Redis answer; the status is "ok" only when both do.
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.js";
import { whenRedisReady } from "../../redis.js";

export type Health = {
  status: "ok" | "degraded";
  db: "up" | "down";
  redis: "up" | "down";
};

const PROBE_TIMEOUT_MS = 1000;

async function probe(check: () => Promise<unknown>): Promise<"up" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return "up";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(deps: { db: Db; redis: Redis }): Promise<Health> {
  const [db, redis] = await Promise.all([
    probe(() => deps.db.$queryRaw`SELECT 1`),
    probe(async () => {
      await whenRedisReady(deps.redis, PROBE_TIMEOUT_MS);
      return deps.redis.ping();
    }),
  ]);
  return { status: db === "up" && redis === "up" ? "ok" : "degraded", db, redis };
}
