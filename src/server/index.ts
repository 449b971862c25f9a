// Starts the web server and closes it cleanly on SIGINT/SIGTERM.
import { buildApp } from "./app.js";
import { closeDeps, createDeps } from "./deps.js";
import { getEnv } from "./env.js";
import { waitForRedis } from "./redis.js";

const env = getEnv();
const deps = createDeps(env);
const app = await buildApp(deps);

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await closeDeps(deps);
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

if (!(await waitForRedis(deps))) app.log.warn("Redis is not reachable yet: mails and rate limits wait for it");
await app.listen({ host: env.HOST, port: env.PORT });
