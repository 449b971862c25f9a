// Whether this instance should be sent requests: every dependency a request may need answers.
// Unlike /health it is about this instance only (no queue counts, no worker).
import type { Deps } from "../../deps.js";
import { pingDb, pingRedis, probe, type ProbeResult } from "./probes.js";

export type Readiness = { status: "ready" | "unavailable"; checks: Record<string, ProbeResult> };

export async function checkReadiness(deps: Pick<Deps, "db" | "redis" | "storage">): Promise<Readiness> {
  const checks: Record<string, () => Promise<unknown>> = {
    db: pingDb(deps.db),
    redis: pingRedis(deps.redis),
    storage: () => deps.storage.isReachable(),
  };
  const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await probe(check)] as const));
  return { status: results.every(([, result]) => result === "up") ? "ready" : "unavailable", checks: Object.fromEntries(results) };
}
