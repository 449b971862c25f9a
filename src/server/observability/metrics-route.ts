// GET /metrics: this instance's Prometheus text, behind the queue dashboard's guard (a scraper
// signs in as `operator` with OPERATOR_PASSWORD; HR accounts may look too).
import type { FastifyInstance } from "fastify";
import { registerOperatorGuard } from "../admin/operator-guard.js";
import type { Deps } from "../deps.js";

export const METRICS_PATH = "/metrics";

export async function registerMetricsRoute(app: FastifyInstance, deps: Deps): Promise<void> {
  const { registry } = deps.metrics;
  await app.register(async (scope) => {
    await registerOperatorGuard(scope, deps, {
      realm: "Metrics",
      signInMessage: "Sign in with the operator password or an HR account to read the metrics.",
    });
    scope.get(METRICS_PATH, async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  });
}
