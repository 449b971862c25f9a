// GET /health: 200 when the database and Redis answer, 503 naming what is down; also the mail
// queue's waiting/failed counts, whether a mail worker was seen in the last 30 s, and the mails of
// the last 24 h stuck in the queue or failed (from Postgres).
// GET /ready: whether a load balancer should send this instance requests (503 once it drains).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.js";
import type { Drain } from "../draining.js";
import { checkHealth } from "../services/health/check-health.js";
import { checkReadiness } from "../services/health/check-readiness.js";

const healthBody = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["up", "down"]),
  redis: z.enum(["up", "down"]),
  queue: z.object({ waiting: z.number().int(), failed: z.number().int() }).nullable(),
  worker: z.enum(["seen", "missing"]),
  mail: z.object({ stuck: z.number().int(), failed: z.number().int() }).nullable(),
});

export function registerHealthRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness of the web server, its database and Redis, and the mail queue",
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply.code(health.status === "ok" ? 200 : 503).send(health);
    },
  );
}

const readinessBody = z.object({
  status: z.enum(["ready", "unavailable", "draining"]),
  /** Each dependency's answer; absent while draining, when none is asked. */
  checks: z.record(z.string(), z.enum(["up", "down"])).optional(),
});

export function registerReadinessRoute(app: FastifyInstance, deps: Deps, drain: Drain): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness for traffic: 200 when the database, Redis and the upload store answer; 503 while draining",
        response: { 200: readinessBody, 503: readinessBody },
      },
    },
    async (_request, reply) => {
      if (drain.active) return reply.code(503).send({ status: "draining" });
      const readiness = await checkReadiness(deps);
      return reply.code(readiness.status === "ready" ? 200 : 503).send(readiness);
    },
  );
}
