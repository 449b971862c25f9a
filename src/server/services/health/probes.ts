// Asks a dependency whether it answers, within a second: the database, Redis, or any check that
// resolves (a check resolving to false, like a store's isReachable, counts as down).
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.js";
import { whenRedisReady } from "../../redis.js";
import { withTimeout } from "../../with-timeout.js";

export type ProbeResult = "up" | "down";

export const PROBE_TIMEOUT_MS = 1000;

export async function probe(check: () => Promise<unknown>): Promise<ProbeResult> {
  try {
    return (await withTimeout(check(), PROBE_TIMEOUT_MS)) === false ? "down" : "up";
  } catch {
    return "down";
  }
}

export const pingDb = (db: Db) => () => db.$queryRaw`SELECT 1`;

export const pingRedis = (redis: Redis) => async () => {
  await whenRedisReady(redis, PROBE_TIMEOUT_MS);
  return redis.ping();
};
