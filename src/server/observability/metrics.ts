// The web server's Prometheus series: HTTP request and tRPC procedure durations, mails queued, limit
// checks Redis did not answer, and gauges read at scrape time (mail queue jobs by state, the database pool's connections).
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import { poolOf, type Db } from "../../infra/db/client.js";
import { createRegistry, METRICS_PREFIX } from "../../infra/metrics-registry.js";
import { withTimeout } from "../../infra/with-timeout.js";
import { MAIL_KINDS } from "../../shared/mail.js";

export type WebMetrics = {
  registry: Registry;
  httpRequestDuration: Histogram<"method" | "route" | "status_code">;
  trpcProcedureDuration: Histogram<"procedure" | "result">;
  mailsQueued: Counter<"kind">;
  pageCacheBytes: Gauge;
  /** Limit checks Redis did not answer, by policy and by what the policy did then (limits/policies.ts). */
  limitRedisFailures: Counter<"policy" | "outcome">;
};

const QUEUE_STATES = ["waiting", "active", "delayed", "failed"] as const;
/** A scrape must not hang on a Redis that does not answer. */
const QUEUE_COUNT_TIMEOUT_MS = 1000;

function registerMailQueueGauge(registry: Registry, redis: Redis, mailQueue: Queue): void {
  new Gauge({
    name: `${METRICS_PREFIX}mail_queue_jobs`,
    help: "Jobs in the mail queue by state, read from Redis at scrape time; absent while Redis is unreachable",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      try {
        if (redis.status !== "ready") throw new Error("Redis is not connected");
        const counts = await withTimeout(mailQueue.getJobCounts(...QUEUE_STATES), QUEUE_COUNT_TIMEOUT_MS);
        for (const state of QUEUE_STATES) this.set({ state }, counts[state] ?? 0);
      } catch {
        // No series rather than stale ones; /health and /ready say what is down.
        this.reset();
      }
    },
  });
}

function registerDbPoolGauges(registry: Registry, db: Db): void {
  const pool = poolOf(db);
  if (!pool) throw new Error("This Prisma client was not made by createDb: its pool cannot be measured");
  new Gauge({
    name: `${METRICS_PREFIX}db_pool_connections`,
    help: "Connections of the pg pool Prisma and the SQL layer (sql.ts) run on, in use or idle",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}db_pool_waiting_clients`,
    help: "Queries waiting for a free connection of the pg pool",
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

export function createWebMetrics({ db, redis, mailQueue }: { db: Db; redis: Redis; mailQueue: Queue }): WebMetrics {
  const registry = createRegistry();
  registerMailQueueGauge(registry, redis, mailQueue);
  registerDbPoolGauges(registry, db);
  const mailsQueued = new Counter({
    name: `${METRICS_PREFIX}mails_queued_total`,
    help: "Mails put on the queue, by kind (a repeated idempotent request counts once)",
    labelNames: ["kind"],
    registers: [registry],
  });
  // Every kind from zero, so rate() sees the first mail of a kind too.
  for (const kind of MAIL_KINDS) mailsQueued.inc({ kind }, 0);
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: `${METRICS_PREFIX}http_request_duration_seconds`,
      help: "HTTP responses by method, route pattern and status code",
      labelNames: ["method", "route", "status_code"],
      registers: [registry],
    }),
    trpcProcedureDuration: new Histogram({
      name: `${METRICS_PREFIX}trpc_procedure_duration_seconds`,
      help: "tRPC procedure calls by procedure path and result (ok or the error code)",
      labelNames: ["procedure", "result"],
      registers: [registry],
    }),
    mailsQueued,
    limitRedisFailures: new Counter({
      name: `${METRICS_PREFIX}limit_redis_failures_total`,
      help: "Rate-limit checks that Redis did not answer in time, by policy and outcome (allowed: fails open; refused: 503)",
      labelNames: ["policy", "outcome"],
      registers: [registry],
    }),
    pageCacheBytes: new Gauge({
      name: `${METRICS_PREFIX}page_cache_bytes`,
      help: "Memory the server-rendered pages kept for reuse take (pages/render-page.ts), bounded",
      registers: [registry],
    }),
  };
}
