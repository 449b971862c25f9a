// GET /health: 200 when the database and Redis answer, 503 naming what is down; also the mail
// queue's waiting/failed counts and whether a mail worker was seen in the last 30 s.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.js";
import { checkHealth } from "../services/health/check-health.js";

const healthBody = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["up", "down"]),
  redis: z.enum(["up", "down"]),
  queue: z.object({ waiting: z.number().int(), failed: z.number().int() }).nullable(),
  worker: z.enum(["seen", "missing"]),
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
