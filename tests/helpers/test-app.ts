// Builds the real Fastify app against the test database and Redis, for app.inject.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { parseEnv } from "../../src/infra/env.js";
import { waitForRedis } from "../../src/infra/redis.js";
import { buildApp } from "../../src/server/app.js";
import { closeDeps, createDeps, type Deps } from "../../src/server/deps.js";
import { createDrain, type Drain } from "../../src/server/draining.js";
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

/**
 * Something a test file (or describe block) builds before its tests and closes after them. The
 * returned object is filled in by the beforeAll hook, so tests use it as they would the built one.
 */
function useForTests<T extends { close: () => Promise<void> }>(build: () => Promise<T>): T {
  const handle = {} as T;
  let built: T | undefined;
  beforeAll(async () => {
    built = await build();
    Object.assign(handle, built);
  });
  afterAll(async () => {
    await built?.close();
  });
  return handle;
}

/** The app of a test file or describe block. */
export function useTestApp(overrides: NodeJS.ProcessEnv = {}): TestApp {
  return useForTests(() => createTestApp(overrides));
}

/** An app on a Redis of its own that is stopped before the tests run: Redis is down throughout. */
export function useTestAppWithRedisDown(overrides: NodeJS.ProcessEnv = {}): TestAppWithOwnRedis {
  return useForTests(async () => {
    const testApp = await createTestAppWithOwnRedis(overrides);
    await testApp.redis.stop();
    return testApp;
  });
}
