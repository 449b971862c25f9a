// Tells a run's web servers to drop their public job caches, after a test wrote jobs straight to
// the database (past the services, which would have told them).
import { Redis } from "ioredis";
import { envSchema } from "../../src/infra/env.js";
import { publicJobsChannel } from "../../src/server/services/jobs/public-jobs-cache.js";

export async function dropPublicJobCaches(queuePrefix: string): Promise<void> {
  const redis = new Redis(envSchema.shape.REDIS_URL.parse(process.env.REDIS_URL || undefined));
  try {
    await redis.publish(publicJobsChannel(queuePrefix), "");
  } finally {
    redis.disconnect();
  }
}
