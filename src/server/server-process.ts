// The web server process: listens, and on SIGINT/SIGTERM drains. /ready turns 503 and responses
// close their connections while requests are still served; after SHUTDOWN_DELAY_MS the listener
// closes, the requests in flight finish, and the process exits.
import { setTimeout as delay } from "node:timers/promises";
import { buildApp } from "./app.js";
import { closeDeps, createDeps } from "./deps.js";
import { createDrain } from "./draining.js";
import { getEnv } from "../infra/env.js";
import { stopTracing } from "../infra/tracing.js";
import { waitForRedis } from "../infra/redis.js";
import { warnAboutRedisSettings } from "../infra/redis-settings.js";
import { afterReplyTasksSettled } from "./services/auth/after-reply.js";

const env = getEnv();
const deps = createDeps(env);
const drain = createDrain();
const app = await buildApp(deps, drain);

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal, delayMs: env.SHUTDOWN_DELAY_MS }, "draining");
  drain.start();
  // Load balancers learn of the drain at their next readiness probe; until then requests still come.
  await delay(env.SHUTDOWN_DELAY_MS);
  app.log.info("closing");
  await app.close();
  // Work started by answered requests (a reset code's row and mail) still needs the database and Redis.
  await afterReplyTasksSettled();
  await closeDeps(deps);
  await stopTracing();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

warnAboutRedisSettings(deps.redis, app.log);
if (!(await waitForRedis(deps))) app.log.warn("Redis is not reachable yet: mails and rate limits wait for it");
await app.listen({ host: env.HOST, port: env.PORT });
