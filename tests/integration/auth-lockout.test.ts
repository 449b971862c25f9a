// Failed-attempt limits that nobody can turn against someone else: back-off per (account, IP) that
// doubles, 30 failures per IP across accounts, and 100 per account that an IP which signed in skips.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ATTEMPT_LIMITS } from "../../src/server/services/auth/attempt-guard.js";
import { AUTH_ERRORS } from "../../src/shared/auth.js";
import { createUser, TEST_PASSWORD, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { advanceClock, newEmail, post, randomIp } from "./auth-support.js";

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

  it("100 failures on one account from many IPs refuse new IPs, but not one that signed in to it before", async () => {
    const user = await createUser(db());
    const home = randomIp();
    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD }, { ip: home })).status).toBe(200);
    for (let i = 0; i < ATTEMPT_LIMITS.perAccount.max; i += 1) {
      expect((await post(app(), "login", { email: user.email, password: `wrong-${i}` })).status).toBe(401);
    }
    expect(await post(app(), "login", { email: user.email, password: TEST_PASSWORD })).toMatchObject({ status: 429, body: tooMany(60) });
    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD }, { ip: home })).status).toBe(200);
  });
});
