// GET /health: 200 when the database and Redis answer, 503 naming what is down.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.js";
import { checkHealth } from "../services/health/check-health.js";

const healthBody = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["up", "down"]),
  redis: z.enum(["up", "down"]),
});

export function registerHealthRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness of the web server and its database and Redis",
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply.code(health.status === "ok" ? 200 : 503).send(health);
    },
  );
}
