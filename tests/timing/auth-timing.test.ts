// How long auth answers take, compared in milliseconds: an unknown account must cost what a known one
// costs, or the time is an oracle. These run in a phase of their own, after the other projects
// (scripts/run-tests.ts): next to a browser on two cores, a few milliseconds are noise.
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterReplyTasksSettled } from "../../src/server/services/auth/after-reply.js";
import { AUTH_ERRORS } from "../../src/shared/auth.js";
import { createUser, uniqueSuffix } from "../helpers/factories.js";
import { type TestApp, useTestApp } from "../helpers/test-app.js";
import { newEmail, post, randomIp } from "../integration/auth-support.js";

const OPERATOR_PASSWORD = "operator-password-for-timing";
const SAMPLES = 30;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The client's wait: the reply only (auth-support's `post` also waits for the work after it). */
function forgotPassword(app: TestApp["app"], email: string | undefined) {
  return app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress: randomIp() });
}

/** Interleaved samples of two requests (alternating which goes first); the median of each, in ms. */
async function medians(a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  const timed = async (run: (i: number) => Promise<unknown>, into: number[], i: number) => {
    const start = performance.now();
    await run(i);
    into.push(performance.now() - start);
    // What the server does after replying is not what the client waits for; let it finish between samples.
    await afterReplyTasksSettled();
  };
  for (let i = 0; i < SAMPLES; i += 1) {
    if (i % 2 === 0) {
      await timed(a, times[0], i);
      await timed(b, times[1], i);
    } else {
      await timed(b, times[1], i);
      await timed(a, times[0], i);
    }
  }
  return [median(times[0]), median(times[1])];
}

/** Well under the old gaps (10 ms on forgot-password, 35 ms on the dashboard) yet above noise. */
function expectSameTime([a, b]: [number, number]): void {
  expect(Math.abs(a - b), `medians ${a.toFixed(1)} ms vs ${b.toFixed(1)} ms`).toBeLessThan(Math.max(3, 0.2 * Math.max(a, b)));
}

describe("auth answers take the same time for known and unknown accounts", () => {
  const testApp = useTestApp({ OPERATOR_PASSWORD, QUEUE_PREFIX: `timing-${uniqueSuffix()}` });
  const app = () => testApp.app;
  const db = () => testApp.deps.db;

  afterEach(() => {
    vi.useRealTimers();
  });

  it("forgot-password: the same time for known and unknown addresses", async () => {
    const users = await Promise.all(Array.from({ length: SAMPLES }, () => createUser(db())));
    const [known, unknown] = await medians(
      (i) => forgotPassword(app(), users[i]?.email),
      () => forgotPassword(app(), newEmail("nobody")),
    );
    expectSameTime([known, unknown]);
    // The known addresses did get their mails (after the reply).
    expect(await db().mailLog.count({ where: { recipient: { in: users.map((u) => u.email) }, kind: "reset_code" } })).toBe(SAMPLES);
  });

  it("reset-password: an unknown address and a known one with wrong codes get the same answers, limits and time", async () => {
    const addresses = 6;
    const known = await Promise.all(Array.from({ length: addresses }, async () => (await createUser(db())).email));
    const unknown = Array.from({ length: addresses }, () => newEmail("nobody"));
    for (const email of [...known, ...unknown]) expect((await post(app(), "forgot-password", { email })).status).toBe(200);

    const answers: [string[], string[]] = [[], []];
    // Each address gets 5 wrong tries (the code's limit), each from a fresh IP.
    const attempt = (emails: string[], into: string[]) => async (i: number) => {
      const payload = { email: emails[i % addresses], otp: "000000", newPassword: "brand-new-password" };
      const res = await app().inject({ method: "POST", url: "/api/auth/reset-password", payload, remoteAddress: randomIp() });
      into.push(`${res.statusCode} ${res.body}`);
    };
    expectSameTime(await medians(attempt(known, answers[0]), attempt(unknown, answers[1])));
    expect(answers[1]).toEqual(answers[0]);
    expect(new Set(answers[0])).toEqual(
      new Set([
        `400 ${JSON.stringify({ error: AUTH_ERRORS.invalidOtp, reason: "OTP_INVALID" })}`,
        `400 ${JSON.stringify({ error: AUTH_ERRORS.otpLocked, reason: "OTP_LOCKED" })}`,
      ]),
    );

    // Past the back-off of one (address, IP): the same 429.
    const ip = randomIp();
    const tries = (email: string) => post(app(), "reset-password", { email, otp: "000000", newPassword: "brand-new-password" }, { ip });
    const knownEmail = (await createUser(db())).email;
    const unknownEmail = newEmail("nobody");
    for (let i = 0; i < 5; i += 1) expect((await tries(knownEmail)).raw).toBe((await tries(unknownEmail)).raw);
    const [knownPast, unknownPast] = [await tries(knownEmail), await tries(unknownEmail)];
    expect(knownPast).toMatchObject({ status: 429, body: { error: "Too many attempts. Please try again in 1 minute." } });
    expect([unknownPast.status, unknownPast.raw]).toEqual([knownPast.status, knownPast.raw]);
  });

  describe("the dashboard's Basic sign-in", () => {
    const get = (authorization: string, remoteAddress: string = randomIp()) =>
      app().inject({ method: "GET", url: "/admin/queues", headers: { authorization }, remoteAddress });

    it("costs the same time for an unknown name, an HR address and the operator", async () => {
      const hr = await createUser(db(), { role: "hr" });
      expectSameTime(
        await medians(
          () => get(basic(hr.email, "wrong-password")),
          () => get(basic(newEmail("nobody"), "wrong-password")),
        ),
      );
      expectSameTime(
        await medians(
          () => get(basic(hr.email, "wrong-password")),
          () => get(basic("operator", "wrong-password")),
        ),
      );
    });
  });

  it("takes about the same time for an unknown address as for a wrong password", async () => {
    const user = await createUser(db());
    const timeOf = async (email: string) => {
      const started = performance.now();
      await post(app(), "login", { email, password: "wrong-password" });
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    await timeOf(newEmail("warm-up"));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await timeOf(user.email));
      unknown.push(await timeOf(newEmail("nobody")));
    }
    const ratio = median(unknown) / median(known);
    console.log(`login timing: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`);
    // Without the dummy hash an unknown address answers some 30x faster.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
