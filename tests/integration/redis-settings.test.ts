// The start-up check of Redis's settings: persistence and maxmemory-policy noeviction, and a
// Redis whose CONFIG command is disabled (as on managed services) is reported, never fatal.
import { spawn } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRedisSettings } from "../../src/infra/redis-settings.js";
import { freePort } from "../helpers/free-port.js";
import { startOwnRedis, type OwnRedis } from "../helpers/redis-server.js";

describe("checkRedisSettings", () => {
  let redis: OwnRedis;
  let client: Redis;

  beforeAll(async () => {
    // Started with --appendonly no, --save "" and the default policy.
    redis = await startOwnRedis();
    client = new Redis(redis.url);
  });
  afterAll(async () => {
    client.disconnect();
    await redis.stop();
  });

  it("warns about a Redis that does not persist its data", async () => {
    const warnings = await checkRedisSettings(client);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/does not persist its data.*set appendonly yes/);
  });

  it("warns about a policy that evicts keys, and is quiet with snapshots and noeviction", async () => {
    await client.config("SET", "maxmemory-policy", "allkeys-lru");
    expect(await checkRedisSettings(client)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/maxmemory-policy allkeys-lru.*noeviction/),
        expect.stringMatching(/does not persist/),
      ]),
    );
    await client.config("SET", "maxmemory-policy", "noeviction");
    // RDB snapshots count as persistence (and, unlike appendonly, write no file before the first one is due).
    await client.config("SET", "save", "3600 1");
    expect(await checkRedisSettings(client)).toEqual([]);
  });

  it("says it could not check when CONFIG is disabled", async () => {
    const port = await freePort();
    const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--rename-command", "CONFIG", ""], {
      stdio: "ignore",
    });
    const managed = new Redis(`redis://127.0.0.1:${port}`, { retryStrategy: () => 50 });
    // Refused until the server listens; ioredis retries.
    managed.on("error", () => undefined);
    try {
      expect(await managed.ping()).toBe("PONG");
      const warnings = await checkRedisSettings(managed);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Could not check Redis's settings.*appendonly yes.*noeviction/);
    } finally {
      managed.disconnect();
      child.kill("SIGKILL");
    }
  });
});
