// The long-lived resources a request needs, created once per process (or per test app).
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { createDb, type Db } from "./db/client.js";
import type { Env } from "./env.js";
import { createMailQueue } from "./mail/mail-queue.js";
import { createProducerRedis } from "./redis.js";

export type Deps = {
  env: Env;
  db: Db;
  redis: Redis;
  mailQueue: Queue;
};

export function createDeps(env: Env): Deps {
  const redis = createProducerRedis(env.REDIS_URL);
  return { env, db: createDb(env.DATABASE_URL), redis, mailQueue: createMailQueue(redis, env.QUEUE_PREFIX) };
}

export async function closeDeps(deps: Deps): Promise<void> {
  if (deps.redis.status === "ready") {
    await deps.mailQueue.close();
    await deps.redis.quit();
  } else {
    // A graceful close would wait for Redis to come back; there is nothing in flight to flush.
    deps.redis.disconnect();
  }
  await deps.db.$disconnect();
}
