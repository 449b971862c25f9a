// GET /ready: 200 while the database, Redis and the upload store answer; 503 when one does not,
// and 503 as soon as the instance drains (SIGTERM), while its other routes still answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestAppWithOwnRedis, type TestApp, type TestAppWithOwnRedis } from "../helpers/test-app.js";

describe("GET /ready", () => {
  let testApp: TestAppWithOwnRedis;

  beforeAll(async () => {
    testApp = await createTestAppWithOwnRedis();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers 200 when every dependency answers, without closing the connection", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", checks: { db: "up", redis: "up", storage: "up" } });
    expect(res.headers.connection).not.toBe("close");
  });

  describe("while the instance drains", () => {
    let draining: TestApp;
    beforeAll(async () => {
      draining = await createTestApp();
      draining.drain.start();
    });
    afterAll(async () => {
      await draining.close();
    });

    it("answers 503 without asking the dependencies", async () => {
      const res = await draining.app.inject({ method: "GET", url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "draining" });
    });

    it("still serves other requests, closing each connection after its response", async () => {
      const jobs = await draining.app.inject({ method: "GET", url: "/api/jobs" });
      expect(jobs.statusCode).toBe(200);
      expect(jobs.headers.connection).toBe("close");
      // /health keeps its own contract: the process is alive and its dependencies answer.
      const health = await draining.app.inject({ method: "GET", url: "/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: "ok", db: "up", redis: "up" });
    });
  });

  it("answers 503 naming Redis when Redis stops", async () => {
    await testApp.redis.stop();
    const res = await testApp.app.inject({ method: "GET", url: "/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", checks: { db: "up", redis: "down", storage: "up" } });
  });
});
