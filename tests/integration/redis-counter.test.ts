// The one Redis counter every limit is a policy of (src/server/limits/redis-counter.ts), on a real
// Redis: limits and windows (on the process clock, which tests move), expiry in Redis, sliding
// windows, back-off, all-or-nothing takes, giving a hit back, atomicity under parallel calls from
// several connections, and what a policy does while Redis is down or stalled.
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createProducerRedis, whenRedisReady } from "../../src/infra/redis.js";
import { hashedIdentifier } from "../../src/server/limits/key-parts.js";
import {
  counterOf,
  LIMIT_REDIS_BUDGET_MS,
  readCounters,
  takeAllowance,
  updateCounters,
  type CounterRule,
  type LimitPolicy,
  type WhenRedisDown,
} from "../../src/server/limits/redis-counter.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startOwnRedis, type OwnRedis } from "../helpers/redis-server.js";
import { useTestApp } from "../helpers/test-app.js";
import { advanceClock } from "./auth-support.js";

const MINUTE = 60_000;

/** A policy of its own for each test, so no two share a counter. */
function policy(counters: Record<"a" | "b", CounterRule>, whenRedisDown: WhenRedisDown = "allow"): LimitPolicy<"a" | "b"> {
  return { name: `test-${uniqueSuffix()}`, whenRedisDown, counters };
}

const fixed = (limit: number, windowMs = MINUTE): CounterRule => ({ key: { id: "plain" }, limit, windowMs });

describe("the Redis counter", () => {
  const testApp = useTestApp();
  const deps = () => testApp.deps;
  const env = () => testApp.deps.env;

  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets the limit's hits through, refuses the next with the time left, and opens again when the window ends", async () => {
    const limits = policy({ a: fixed(3), b: fixed(1) });
    const counter = counterOf(env(), limits, "a", { id: 1 });
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      const allowance = await takeAllowance(deps(), limits, [counter]);
      counts.push(allowance.granted ? allowance.counters[0]?.count : "refused");
    }
    expect(counts).toEqual([1, 2, 3]);
    const refused = await takeAllowance(deps(), limits, [counter]);
    expect(refused.granted).toBe(false);
    if (!refused.granted) expect(refused.waitMs).toBeGreaterThan(MINUTE - 5_000);
    if (!refused.granted) expect(refused.waitMs).toBeLessThanOrEqual(MINUTE);

    advanceClock(MINUTE - 1_000);
    expect((await takeAllowance(deps(), limits, [counter])).granted).toBe(false);
    advanceClock(1_000);
    const again = await takeAllowance(deps(), limits, [counter]);
    expect(again.granted && again.counters[0]?.count).toBe(1);
  });

  it("gives each counter a Redis expiry at its window's end, so nothing outlives it", async () => {
    const limits = policy({ a: fixed(5, 300), b: fixed(1) });
    const counter = counterOf(env(), limits, "a", { id: 1 });
    await takeAllowance(deps(), limits, [counter]);
    const ttl = await deps().redis.pttl(counter.key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await deps().redis.exists(counter.key)).toBe(0);
  });

  it("takes all or nothing: refused by one full counter, it counts on none of the others", async () => {
    const limits = policy({ a: fixed(1), b: fixed(10) });
    const [a, b] = [counterOf(env(), limits, "a", { id: 1 }), counterOf(env(), limits, "b", { id: 1 })];
    expect((await takeAllowance(deps(), limits, [a])).granted).toBe(true);
    for (let i = 0; i < 3; i += 1) expect((await takeAllowance(deps(), limits, [a, b])).granted).toBe(false);
    expect((await readCounters(deps(), limits, [b]))[0]?.count).toBe(0);
  });

  it("gives a hit back within its window, and leaves a later window alone", async () => {
    const limits = policy({ a: fixed(2), b: fixed(1) });
    const counter = counterOf(env(), limits, "a", { id: 1 });
    await takeAllowance(deps(), limits, [counter]);
    const second = await takeAllowance(deps(), limits, [counter]);
    if (!second.granted) throw new Error("the second hit should pass");
    expect((await takeAllowance(deps(), limits, [counter])).granted).toBe(false);
    await second.giveBack();
    const third = await takeAllowance(deps(), limits, [counter]);
    expect(third.granted && third.counters[0]?.count).toBe(2);

    advanceClock(MINUTE);
    const later = await takeAllowance(deps(), limits, [counter]);
    expect(later.granted && later.counters[0]?.count).toBe(1);
    if (third.granted) await third.giveBack();
    expect((await readCounters(deps(), limits, [counter]))[0]?.count).toBe(1);
  });

  it("remembers a sliding window from its last hit", async () => {
    const limits = policy({ a: { key: { id: "plain" }, limit: 10, windowMs: MINUTE, slides: true }, b: fixed(1) });
    const counter = counterOf(env(), limits, "a", { id: 1 });
    await updateCounters(deps(), limits, { add: [counter] });
    advanceClock(50_000);
    await updateCounters(deps(), limits, { add: [counter] });
    advanceClock(50_000);
    expect((await readCounters(deps(), limits, [counter]))[0]?.count).toBe(2);
    advanceClock(11_000);
    expect((await readCounters(deps(), limits, [counter]))[0]?.count).toBe(0);
  });

  it("backs off at the limit: each hit blocks twice as long as the one before, up to the maximum", async () => {
    const backoff = { startMs: 1_000, maxMs: 4_000 };
    const limits = policy({ a: { key: { id: "plain" }, limit: 2, windowMs: 24 * 60 * MINUTE, slides: true, backoff }, b: fixed(1) });
    const counter = counterOf(env(), limits, "a", { id: 1 });
    advanceClock(0); // holds the clock, so the waits read back are exact
    const waits = [];
    for (let i = 0; i < 5; i += 1) {
      await updateCounters(deps(), limits, { add: [counter] });
      waits.push((await readCounters(deps(), limits, [counter]))[0]?.waitMs);
    }
    expect(waits).toEqual([0, 1_000, 2_000, 4_000, 4_000]);
    // A limit given with the call (the guard's free failures) counts from there.
    const strict = counterOf(env(), limits, "a", { id: 2 }, { limit: 1 });
    await updateCounters(deps(), limits, { add: [strict] });
    expect((await readCounters(deps(), limits, [strict]))[0]?.waitMs).toBe(1_000);
    advanceClock(1_000);
    expect((await readCounters(deps(), limits, [strict]))[0]?.waitMs).toBe(0);
    await updateCounters(deps(), limits, { clear: [strict] });
    expect(await deps().redis.exists(strict.key)).toBe(0);
  });

  it("counts exactly under parallel calls from several connections", async () => {
    const connections: Redis[] = Array.from({ length: 4 }, () => createProducerRedis(env().REDIS_URL));
    try {
      await Promise.all(connections.map((redis) => whenRedisReady(redis, 5_000)));
      const limits = policy({ a: fixed(50), b: fixed(1_000) });
      const [a, b] = [counterOf(env(), limits, "a", { id: 1 }), counterOf(env(), limits, "b", { id: 1 })];
      const takes = await Promise.all(
        Array.from({ length: 200 }, (_, i) => takeAllowance({ ...deps(), redis: connections[i % 4] as Redis }, limits, [a, b])),
      );
      expect(takes.filter((take) => take.granted)).toHaveLength(50);
      const counts = takes.flatMap((take) => (take.granted ? [take.counters[0]?.count] : []));
      expect(new Set(counts).size).toBe(50);
      expect((await readCounters(deps(), limits, [a, b])).map((state) => state.count)).toEqual([50, 50]);

      await Promise.all(
        Array.from({ length: 100 }, (_, i) => updateCounters({ ...deps(), redis: connections[i % 4] as Redis }, limits, { add: [b] })),
      );
      expect((await readCounters(deps(), limits, [b]))[0]?.count).toBe(150);
    } finally {
      for (const redis of connections) redis.disconnect();
    }
  });

  it("writes its keys as prefix:limit:policy:counter:parts, with typed names hashed", () => {
    const limits: LimitPolicy<"pair"> = {
      name: "example",
      whenRedisDown: "allow",
      counters: { pair: { key: { email: "hashed", ip: "ip" }, limit: 1, windowMs: MINUTE } },
    };
    const counter = counterOf(env(), limits, "pair", { email: "someone@example.com", ip: "2001:db8::7" });
    expect(counter.key).toBe(`${env().QUEUE_PREFIX}:limit:example:pair:${hashedIdentifier("someone@example.com")}:2001:db8::`);
    expect(() => counterOf(env(), limits, "pair", { ip: "203.0.113.7" })).toThrow(/needs the key part email/);
  });

  describe("with Redis down or stalled", () => {
    let own: OwnRedis;
    let redis: Redis;
    const onOwnRedis = () => ({ ...deps(), redis });
    const open = () => policy({ a: fixed(5), b: fixed(5) }, "allow");
    const closed = () => policy({ a: fixed(5), b: fixed(5) }, { refuse: "Closed while Redis is away." });

    beforeAll(async () => {
      own = await startOwnRedis();
      redis = createProducerRedis(own.url);
      await whenRedisReady(redis, 5_000);
    });

    afterAll(async () => {
      redis.disconnect();
      await own.stop();
    });

    async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; outcome: PromiseSettledResult<T> }> {
      const started = performance.now();
      const [outcome] = await Promise.allSettled([work()]);
      return { ms: performance.now() - started, outcome: outcome as PromiseSettledResult<T> };
    }

    it("a stalled Redis costs at most the time budget: fail open lets through, fail closed answers its 503", async () => {
      const [allowing, refusing] = [open(), closed()];
      own.pause();
      try {
        const allowed = await timed(() => takeAllowance(onOwnRedis(), allowing, [counterOf(env(), allowing, "a", { id: 1 })]));
        expect(allowed.outcome).toMatchObject({ status: "fulfilled", value: { granted: true } });
        const refused = await timed(() => takeAllowance(onOwnRedis(), refusing, [counterOf(env(), refusing, "a", { id: 1 })]));
        expect(refused.outcome).toMatchObject({
          status: "rejected",
          reason: { code: "SERVICE_UNAVAILABLE", message: "Closed while Redis is away." },
        });
        for (const { ms } of [allowed, refused]) {
          expect(ms).toBeGreaterThanOrEqual(LIMIT_REDIS_BUDGET_MS - 50);
          expect(ms).toBeLessThan(LIMIT_REDIS_BUDGET_MS + 1_000);
        }
      } finally {
        own.resume();
      }
    });

    it("a stopped Redis answers at once: fail open reads empty counters and records nothing, fail closed refuses every operation", async () => {
      const [allowing, refusing] = [open(), closed()];
      const lost = new Promise((resolve) => redis.once("close", resolve));
      await own.stop();
      await lost;
      const counter = counterOf(env(), allowing, "a", { id: 1 });
      const before = (await deps().metrics.limitRedisFailures.get()).values.find((value) => value.labels.policy === allowing.name);
      expect(before).toBeUndefined();

      const take = await timed(() => takeAllowance(onOwnRedis(), allowing, [counter]));
      expect(take.ms).toBeLessThan(LIMIT_REDIS_BUDGET_MS / 2);
      expect(take.outcome).toMatchObject({ status: "fulfilled", value: { granted: true, counters: [{ count: 0 }] } });
      await expect(readCounters(onOwnRedis(), allowing, [counter])).resolves.toEqual([expect.objectContaining({ count: 0, waitMs: 0 })]);
      await expect(updateCounters(onOwnRedis(), allowing, { add: [counter] })).resolves.toBeUndefined();
      const counted = (await deps().metrics.limitRedisFailures.get()).values.find((value) => value.labels.policy === allowing.name);
      expect(counted).toMatchObject({ labels: { outcome: "allowed" }, value: 3 });

      const closedCounter = counterOf(env(), refusing, "a", { id: 1 });
      const refusal = { code: "SERVICE_UNAVAILABLE", message: "Closed while Redis is away." };
      await expect(takeAllowance(onOwnRedis(), refusing, [closedCounter])).rejects.toMatchObject(refusal);
      await expect(readCounters(onOwnRedis(), refusing, [closedCounter])).rejects.toMatchObject(refusal);
      await expect(updateCounters(onOwnRedis(), refusing, { add: [closedCounter] })).rejects.toMatchObject(refusal);
    });
  });
});
