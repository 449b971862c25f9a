// The public job list and job details, read once per web process and kept serialized until HR
// posts or deletes a job on any instance (Redis pub/sub), the day changes or PUBLIC_JOBS_MAX_AGE_MS passes.
import crypto from "node:crypto";
import type { Redis } from "ioredis";
import type { Db } from "../../../infra/db/client.js";
import { createSubscriberRedis } from "../../../infra/redis.js";
import { withTimeout } from "../../../infra/with-timeout.js";
import type { Job } from "../../../shared/job.js";
import { getJob } from "./get-job.js";
import { listJobs } from "./list-jobs.js";

/**
 * The longest an entry is served without an invalidation: the bound on a message lost on a
 * connection that looked alive, and on jobs written outside the services (seed, SQL).
 */
export const PUBLIC_JOBS_MAX_AGE_MS = 30_000;

/** How long HR's write waits for Redis to take the invalidation. */
const PUBLISH_TIMEOUT_MS = 500;

/** A value with its JSON, serialized once per fill, and a strong ETag of that JSON. */
export type CachedAnswer<T> = { value: T; json: string; etag: string };

export type PublicJobsCache = {
  list: () => Promise<CachedAnswer<Job[]>>;
  byId: (id: number) => Promise<CachedAnswer<Job>>;
  /** Drops this instance's entries at once, then tells every instance to drop theirs. */
  invalidate: () => Promise<void>;
  /** Subscribed to invalidations, so reads are cached (until then they go to the database). */
  isListening: () => boolean;
  close: () => Promise<void>;
};

type Entry<T> = { answer: Promise<CachedAnswer<T>>; expiresAt: number };

/** `expired` compares deadlines with today's UTC date (shared/job.ts), so no entry outlives it. */
export function nextUtcMidnight(now: number): number {
  const today = new Date(now);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
}

function toAnswer<T>(value: T): CachedAnswer<T> {
  const json = JSON.stringify(value);
  return { value, json, etag: `"${crypto.createHash("sha1").update(json).digest("base64url")}"` };
}

export function publicJobsChannel(queuePrefix: string): string {
  return `${queuePrefix}:public-jobs:changed`;
}

export function createPublicJobsCache(options: { db: Db; publisher: Redis; redisUrl: string; queuePrefix: string }): PublicJobsCache {
  const { db, publisher } = options;
  const channel = publicJobsChannel(options.queuePrefix);
  const subscriber = createSubscriberRedis(options.redisUrl);
  const entries = new Map<number | "list", Entry<unknown>>();
  // Only while subscribed can an invalidation reach us; until then every read goes to the database.
  let listening = false;

  subscriber.on("message", () => entries.clear());
  subscriber.on("close", () => {
    listening = false;
  });
  subscriber.on("ready", () => {
    subscriber.subscribe(channel).then(
      () => {
        // Messages published while we were away are lost: what we held may be stale.
        entries.clear();
        listening = true;
      },
      () => undefined,
    );
  });

  /** Concurrent misses share one fill; a clear during a fill keeps its result out of the cache. */
  function read<T>(key: number | "list", fill: () => Promise<T>): Promise<CachedAnswer<T>> {
    if (!listening) return fill().then(toAnswer);
    const now = Date.now();
    const cached = entries.get(key) as Entry<T> | undefined;
    if (cached && cached.expiresAt > now) return cached.answer;
    const entry: Entry<T> = { answer: fill().then(toAnswer), expiresAt: Math.min(now + PUBLIC_JOBS_MAX_AGE_MS, nextUtcMidnight(now)) };
    entries.set(key, entry);
    // Failures (a missing job, a database outage) are not kept.
    entry.answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.answer;
  }

  return {
    list: () => read("list", () => listJobs(db)),
    byId: (id) => read(id, () => getJob(db, id)),
    async invalidate() {
      entries.clear();
      // The write has committed, so a Redis that does not answer must not fail it: instances that
      // lost Redis too read from the database until they resubscribe, the rest within the max age.
      await withTimeout(publisher.publish(channel, ""), PUBLISH_TIMEOUT_MS).catch(() => undefined);
    },
    isListening: () => listening,
    async close() {
      if (subscriber.status === "ready") await subscriber.quit();
      else subscriber.disconnect();
    },
  };
}
