// Times every HTTP response for /metrics, labelled by the route's pattern, never the raw URL, so
// ids in paths cannot multiply the series; requests no route matched share one label.
import type { FastifyInstance } from "fastify";
import type { WebMetrics } from "./metrics.js";

export const UNMATCHED_ROUTE = "unmatched";

/** Register before the routes, so the hook covers every plugin. */
export function observeHttpRequests(app: FastifyInstance, histogram: WebMetrics["httpRequestDuration"]): void {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    histogram.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}
