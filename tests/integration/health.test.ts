import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKER_HEARTBEAT_KEY } from "../../src/shared/mail-queue.js";
import { startHeartbeat } from "../../src/worker/heartbeat.js";
import { createTestApp, createTestAppWithOwnRedis, type TestAppWithOwnRedis } from "../helpers/test-app.js";

describe("GET /health", () => {
  let testApp: TestAppWithOwnRedis;

  beforeAll(async () => {
    testApp = await createTestAppWithOwnRedis();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers 200 when Postgres and Redis are up, with the mail queue's counts and no worker seen", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    // The run's database is shared, so other files' mails may be counted too (mail-sweep.test.ts has exact counts).
    expect(res.json()).toEqual({
      status: "ok",
      db: "up",
      redis: "up",
      queue: { waiting: 0, failed: 0 },
      worker: "missing",
      mail: { stuck: expect.any(Number), failed: expect.any(Number) },
    });
  });

  it("counts waiting mails and reports a worker whose heartbeat is fresh", async () => {
    const { mailQueue } = testApp.deps;
    await mailQueue.add("signup_code", { mailId: "00000000-0000-4000-8000-000000000000", kind: "signup_code", sealed: "x" });
    const stop = startHeartbeat(testApp.deps.redis, mailQueue.toKey(WORKER_HEARTBEAT_KEY));
    try {
      await expect
        .poll(async () => (await testApp.app.inject({ method: "GET", url: "/health" })).json())
        .toMatchObject({
          status: "ok",
          queue: { waiting: 1, failed: 0 },
          worker: "seen",
        });
    } finally {
      stop();
    }
    // The heartbeat expires 30 s after the last beat.
    expect(await testApp.deps.redis.pttl(mailQueue.toKey(WORKER_HEARTBEAT_KEY))).toBeGreaterThan(25_000);
    expect(await testApp.deps.redis.pttl(mailQueue.toKey(WORKER_HEARTBEAT_KEY))).toBeLessThanOrEqual(30_000);
  });

  it("answers 503 naming Redis when Redis stops", async () => {
    await testApp.redis.stop();
    const res = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "degraded", db: "up", redis: "down", queue: null, worker: "missing" });
  });

  it("answers 503 naming the database when Postgres cannot be reached", async () => {
    const broken = await createTestApp({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/careers_missing_db" });
    try {
      const res = await broken.app.inject({ method: "GET", url: "/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ db: "down", redis: "up" });
    } finally {
      await broken.close();
    }
  });
});
