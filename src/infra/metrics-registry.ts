// A Prometheus registry with Node's default metrics (CPU, memory, GC, event-loop lag). One per app
// or worker instance, never the global one, so tests can build several in one process.
import { collectDefaultMetrics, Registry } from "prom-client";

/** Every series of ours starts with it; the scrape job tells the web server from the worker. */
export const METRICS_PREFIX = "careers_";

export function createRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  return registry;
}
