// Asks a dependency whether it answers, within a second: the database, Redis, or any check that
// resolves (a check resolving to false, like a store's isReachable, counts as down).
import type { Redis } from "ioredis";
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { whenRedisReady } from "../../../infra/redis.js";
import { withTimeout } from "../../../infra/with-timeout.js";

export type ProbeResult = "up" | "down";

export const PROBE_TIMEOUT_MS = 1000;

export async function probe(check: () => Promise<unknown>): Promise<ProbeResult> {
  try {
    return (await withTimeout(check(), PROBE_TIMEOUT_MS)) === false ? "down" : "up";
  } catch {
    return "down";
  }
}

const PING_ROW = z.object({ one: z.number().int() });

/** Through the SQL layer, on the pg pool: Prisma's own work per raw query is ~10× this statement's (bench/http.ts). */
export const pingDb = (db: Db) => () => selectRow(db, sql`SELECT 1 AS one`, PING_ROW);

export const pingRedis = (redis: Redis) => async () => {
  await whenRedisReady(redis, PROBE_TIMEOUT_MS);
  return redis.ping();
};
