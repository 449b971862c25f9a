import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnRedis, type OwnRedis } from "../helpers/redis-server.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

describe("GET /health", () => {
  let redis: OwnRedis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = await startOwnRedis();
    testApp = await createTestApp({ REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await testApp.close();
    await redis.stop();
  });

  it("answers 200 when Postgres and Redis are up", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "up", redis: "up" });
  });

  it("answers 503 naming Redis when Redis stops", async () => {
    await redis.stop();
    const res = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "degraded", db: "up", redis: "down" });
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
