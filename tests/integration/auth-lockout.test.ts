// Failed-attempt limits that nobody can turn against someone else: back-off per (account, IP) that
// doubles, 30 failures per IP across accounts, and 100 per account after which IPs the account does
// not trust get one free failure instead of five. The attack of issue #33 (100 wrong attempts from 20
// addresses) must leave the owner able to sign in, reset, verify and open the dashboard.
import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ATTEMPT_LIMITS } from "../../src/server/limits/policies.js";
import { AUTH_ERRORS, AUTH_SUCCESS } from "../../src/shared/auth.js";
import { createUser, TEST_PASSWORD, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { advanceClock, lastCode, newEmail, post, randomIp } from "./auth-support.js";

vi.mock("../../src/server/services/auth/email-code-crypto.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/auth/email-code-crypto.js")>();
  return { ...original, generateCode: vi.fn(original.generateCode) };
});

const OPERATOR_PASSWORD = "operator-password-for-lockout";
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const tooMany = (minutes: number) => ({
  error: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  reason: "RATE_LIMITED",
});

describe("failed-attempt limits", () => {
  const testApp = useTestApp({ OPERATOR_PASSWORD, QUEUE_PREFIX: `lockout-${uniqueSuffix()}` });
  const app = () => testApp.app;
  const db = () => testApp.deps.db;

  afterEach(() => {
    vi.useRealTimers();
  });

  const dashboard = (user: string, password: string, remoteAddress: string) =>
    app().inject({ method: "GET", url: "/admin/queues", headers: { authorization: basic(user, password) }, remoteAddress });

  /**
   * Spends one account's whole budget the way issue #33 did: `perAccount.max` wrong attempts from
   * addresses that each stay within their free failures, so no per-IP or per-pair limit stops them.
   */
  async function spreadAttack(attempt: (ip: string, i: number) => Promise<number>): Promise<void> {
    const { perAccount, freeFailures } = ATTEMPT_LIMITS;
    const ips = Array.from({ length: perAccount.max / freeFailures }, randomIp);
    const statuses = await Promise.all(
      ips.map(async (ip) => {
        const answered = [];
        for (let i = 0; i < freeFailures; i += 1) answered.push(await attempt(ip, i));
        return answered;
      }),
    );
    expect(statuses.flat().filter((status) => status === 400 || status === 401)).toHaveLength(perAccount.max);
  }

  it("the operator still signs in from IP A while IP B has failed 50 times on `operator`", async () => {
    const [a, b] = [randomIp(), randomIp()];
    const statuses = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await dashboard("operator", `guess-${i}`, b)).statusCode);
    expect(statuses.slice(0, ATTEMPT_LIMITS.freeFailures).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ATTEMPT_LIMITS.freeFailures).every((s) => s === 429)).toBe(true);
    expect((await dashboard("operator", OPERATOR_PASSWORD, b)).statusCode).toBe(429);
    expect((await dashboard("operator", OPERATOR_PASSWORD, a)).statusCode).toBe(200);
  });

  it("login back-off doubles after 5 free failures of one (address, IP)", async () => {
    const user = await createUser(db());
    const ip = randomIp();
    const wrong = () => post(app(), "login", { email: user.email, password: "wrong-password" }, { ip });
    for (let i = 0; i < ATTEMPT_LIMITS.freeFailures; i += 1)
      expect((await wrong()).body).toEqual({ error: AUTH_ERRORS.invalidCredentials, reason: "INVALID_CREDENTIALS" });
    for (const minutes of [1, 2, 4, 8]) {
      expect(await wrong()).toMatchObject({ status: 429, body: tooMany(minutes) });
      advanceClock(minutes * 60_000);
      expect((await wrong()).status).toBe(401);
    }
    expect(await wrong()).toMatchObject({ status: 429, body: tooMany(16) });
    // The account itself is not locked: from another IP the owner signs in.
    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("the addresses of one IPv6 /64 are one client: rotating through them does not reset the back-off", async () => {
    const user = await createUser(db());
    const prefix = `2001:db8:${crypto.randomInt(0xffff).toString(16)}:1`;
    const statuses = [];
    for (let i = 0; i <= ATTEMPT_LIMITS.freeFailures; i += 1) {
      statuses.push((await post(app(), "login", { email: user.email, password: "wrong-password" }, { ip: `${prefix}::${i + 1}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(ATTEMPT_LIMITS.freeFailures).fill(401), 429]);
  });

  it("a success clears the back-off of its (address, IP)", async () => {
    const user = await createUser(db());
    const ip = randomIp();
    for (let i = 0; i < ATTEMPT_LIMITS.freeFailures - 1; i += 1) {
      expect((await post(app(), "login", { email: user.email, password: "wrong-password" }, { ip })).status).toBe(401);
    }
    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD }, { ip })).status).toBe(200);
    for (let i = 0; i < ATTEMPT_LIMITS.freeFailures; i += 1) {
      expect((await post(app(), "login", { email: user.email, password: "wrong-password" }, { ip })).status).toBe(401);
    }
  });

  it("one IP gets 30 failures across accounts in 15 minutes; other IPs are unaffected", async () => {
    const ip = randomIp();
    for (let i = 0; i < ATTEMPT_LIMITS.perIp.max; i += 1)
      expect((await dashboard(newEmail("spray"), "wrong-password", ip)).statusCode).toBe(401);
    const hr = await createUser(db(), { role: "hr" });
    const limited = await dashboard(hr.email, TEST_PASSWORD, ip);
    // The operator pages answer `{ error }` alone: a browser page, not an API a client branches on.
    expect([limited.statusCode, limited.json()]).toEqual([429, { error: tooMany(15).error }]);
    expect((await dashboard(hr.email, TEST_PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it("after 100 failures from 20 IPs the owner signs in from a new IP; new IPs get one free failure", async () => {
    const user = await createUser(db());
    const home = randomIp();
    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD }, { ip: home })).status).toBe(200);
    await spreadAttack(async (ip, i) => (await post(app(), "login", { email: user.email, password: `wrong-${i}` }, { ip })).status);

    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    // The account's budget is spent: another new IP gets one failure, then waits.
    const attacker = randomIp();
    expect((await post(app(), "login", { email: user.email, password: "one-more-guess" }, { ip: attacker })).status).toBe(401);
    expect(await post(app(), "login", { email: user.email, password: TEST_PASSWORD }, { ip: attacker })).toMatchObject({
      status: 429,
      body: tooMany(1),
    });
    // An IP that signed in before keeps its five free failures.
    for (let i = 0; i < ATTEMPT_LIMITS.freeFailures; i += 1) {
      expect((await post(app(), "login", { email: user.email, password: `typo-${i}` }, { ip: home })).status).toBe(401);
    }
  });

  it("after the attack on reset, the right code still resets, and trusts its IP for sign-in", async () => {
    const user = await createUser(db());
    await spreadAttack(
      async (ip, i) =>
        (await post(app(), "reset-password", { email: user.email, otp: `00000${i}`, newPassword: "quiet-lantern-orbit" }, { ip })).status,
    );
    await spreadAttack(async (ip, i) => (await post(app(), "login", { email: user.email, password: `wrong-${i}` }, { ip })).status);

    expect((await post(app(), "forgot-password", { email: user.email })).status).toBe(200);
    const phone = randomIp();
    const reset = await post(
      app(),
      "reset-password",
      { email: user.email, otp: lastCode(), newPassword: "quiet-lantern-orbit" },
      { ip: phone },
    );
    expect(reset).toMatchObject({ status: 200, body: { message: AUTH_SUCCESS.passwordReset } });
    // The reset proved the mailbox from this IP: sign-in there keeps its five free failures.
    for (let i = 0; i < ATTEMPT_LIMITS.freeFailures; i += 1) {
      expect((await post(app(), "login", { email: user.email, password: `typo-${i}` }, { ip: phone })).status).toBe(401);
    }
  });

  it("after the attack on sign-up verification, the right code still verifies", async () => {
    const email = newEmail("attacked-signup");
    await spreadAttack(async (ip, i) => (await post(app(), "verify-otp", { email, otp: `00000${i}` }, { ip })).status);
    expect((await post(app(), "send-otp", { email })).status).toBe(200);
    expect(await post(app(), "verify-otp", { email, otp: lastCode() })).toMatchObject({
      status: 200,
      body: { message: AUTH_SUCCESS.emailVerified },
    });
  });

  it("after the attack on `operator`, the operator signs in to the dashboard from a new address", async () => {
    await spreadAttack(async (ip, i) => (await dashboard("operator", `guess-${i}`, ip)).statusCode);
    expect((await dashboard("operator", OPERATOR_PASSWORD, randomIp())).statusCode).toBe(200);
  });
});
