// Builds the real Fastify app against the test database and Redis, for app.inject.
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.js";
import { closeDeps, createDeps, type Deps } from "../../src/server/deps.js";
import { createDrain, type Drain } from "../../src/server/draining.js";
import { parseEnv } from "../../src/server/env.js";
import { waitForRedis } from "../../src/server/redis.js";
import { startOwnRedis, type OwnRedis } from "./redis-server.js";

/** `drain` is the switch SIGTERM flips in the real process; tests flip it by hand. */
export type TestApp = { app: FastifyInstance; deps: Deps; drain: Drain; close: () => Promise<void> };

export async function createTestApp(overrides: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const deps = createDeps(parseEnv({ ...process.env, ...overrides }));
  const drain = createDrain();
  const app = await buildApp(deps, drain);
  await app.ready();
  await waitForRedis(deps);
  return {
    app,
    deps,
    drain,
    close: async () => {
      await app.close();
      await closeDeps(deps);
    },
  };
}

export type TestAppWithOwnRedis = TestApp & { redis: OwnRedis };

/** An app on a Redis of its own, which the test may stop and start; `close` ends both. */
export async function createTestAppWithOwnRedis(overrides: NodeJS.ProcessEnv = {}): Promise<TestAppWithOwnRedis> {
  const redis = await startOwnRedis();
  const testApp = await createTestApp({ ...overrides, REDIS_URL: redis.url });
  return {
    ...testApp,
    redis,
    close: async () => {
      await testApp.close();
      await redis.stop();
    },
  };
}
