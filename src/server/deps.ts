// The long-lived resources a request needs, created once per process (or per test app).
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { createDb, type Db } from "../infra/db/client.js";
import type { Env } from "../infra/env.js";
import { createInterviewReminderQueue, type InterviewReminderJob } from "../infra/interviews/reminder-queue.js";
import { createMailQueue } from "../infra/mail/mail-queue.js";
import { identifierKeyRing, type IdentifierKeyRing } from "../infra/privacy/identifier-cipher.js";
import { createRetentionQueue } from "../infra/privacy/retention-queue.js";
import { createResumeTextQueue, type ResumeTextJob } from "../infra/resume/resume-text-queue.js";
import { createProducerRedis } from "../infra/redis.js";
import { createWebMetrics, type WebMetrics } from "./observability/metrics.js";
import { createPublicJobsCache, type PublicJobsCache } from "./services/jobs/public-jobs-cache.js";
import { createStorage } from "../infra/storage/create-storage.js";
import type { FileStorage } from "../infra/storage/file-storage.js";

export type Deps = {
  env: Env;
  db: Db;
  redis: Redis;
  mailQueue: Queue;
  /** The worker's daily retention job, for the queue dashboard only. */
  retentionQueue: Queue;
  /** The interviews' delayed reminder jobs (24 h and 1 h before), replaced by a reschedule, removed by a cancel. */
  interviewReminders: Queue<InterviewReminderJob>;
  /** The reading of a saved application's resume text for HR search (the worker's resume-text queue). */
  resumeTexts: Queue<ResumeTextJob>;
  /** Where uploaded documents live: UPLOAD_DIR or an S3 bucket. */
  storage: FileStorage;
  /** This instance's Prometheus series (GET /metrics). */
  metrics: WebMetrics;
  /** The public job list and details, invalidated on every instance by HR's writes. */
  publicJobs: PublicJobsCache;
  /** The keys that seal and open Aadhaar, PAN and passport numbers (IDENTIFIER_KEYS, IDENTIFIER_LOOKUP_KEY). */
  identifierKeys: IdentifierKeyRing;
};

export function createDeps(env: Env): Deps {
  const redis = createProducerRedis(env.REDIS_URL);
  const db = createDb(env.DATABASE_URL);
  const mailQueue = createMailQueue(redis, env.QUEUE_PREFIX);
  return {
    env,
    db,
    redis,
    mailQueue,
    retentionQueue: createRetentionQueue(redis, env.QUEUE_PREFIX),
    interviewReminders: createInterviewReminderQueue(redis, env.QUEUE_PREFIX),
    resumeTexts: createResumeTextQueue(redis, env.QUEUE_PREFIX),
    metrics: createWebMetrics({ db, redis, mailQueue }),
    storage: createStorage(env),
    publicJobs: createPublicJobsCache({ db, publisher: redis, redisUrl: env.REDIS_URL, queuePrefix: env.QUEUE_PREFIX }),
    identifierKeys: identifierKeyRing(env),
  };
}

export async function closeDeps(deps: Deps): Promise<void> {
  await deps.publicJobs.close();
  if (deps.redis.status === "ready") {
    await deps.mailQueue.close();
    await deps.retentionQueue.close();
    await deps.interviewReminders.close();
    await deps.resumeTexts.close();
    await deps.redis.quit();
  } else {
    // A graceful close would wait for Redis to come back; there is nothing in flight to flush.
    deps.redis.disconnect();
  }
  await deps.db.$disconnect();
}
