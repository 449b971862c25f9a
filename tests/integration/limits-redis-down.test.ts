// What each limit does while Redis is down (src/server/limits/policies.ts). A limit between an
// attacker and a password, a code or someone's mailbox refuses with 503 and checks nothing; a limit
// that only protects capacity lets the request through. Either way the miss is counted in
// careers_limit_redis_failures_total, by policy and outcome.
import { describe, expect, it, vi } from "vitest";
import { AUTH_POLICIES, type AuthAction } from "../../src/server/limits/policies.js";
import { SERVICE_UNAVAILABLE } from "../../src/server/outage.js";
import { guardAttempt } from "../../src/server/services/auth/attempt-guard.js";
import { enforceAuthRateLimit } from "../../src/server/services/auth/auth-rate-limit.js";
import { claimResendSlot } from "../../src/server/services/auth/resend-gate.js";
import { withContactAllowance } from "../../src/server/services/contact/contact-rate-limit.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { createUser, TEST_PASSWORD, tokenFor } from "../helpers/factories.js";
import { useTestAppWithRedisDown } from "../helpers/test-app.js";
import { authCaller, newEmail, post, randomIp } from "./auth-support.js";

const OPERATOR_PASSWORD = "operator-password-for-redis-down";
const OUTAGE = { status: 503, body: { error: SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" } };
const MAIL_OUTAGE = { status: 503, body: { error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" } };

/** Per auth action: the 503 message it answers while Redis is down, or "allowed". */
const AUTH_WHEN_REDIS_DOWN: Record<AuthAction, string> = {
  login: SERVICE_UNAVAILABLE,
  verifyOtp: SERVICE_UNAVAILABLE,
  resetPassword: SERVICE_UNAVAILABLE,
  changePassword: SERVICE_UNAVAILABLE,
  sendOtp: MAIL_SERVICE_UNAVAILABLE,
  forgotPassword: MAIL_SERVICE_UNAVAILABLE,
  register: "allowed",
};

describe("limits with Redis down", () => {
  const testApp = useTestAppWithRedisDown({ OPERATOR_PASSWORD });
  const app = () => testApp.app;
  const db = () => testApp.deps.db;

  async function failures(policy: string, outcome: "allowed" | "refused"): Promise<number> {
    const { values } = await testApp.deps.metrics.limitRedisFailures.get();
    return values.find((value) => value.labels.policy === policy && value.labels.outcome === outcome)?.value ?? 0;
  }

  it("http (the per-route flood guards) fails open: past 30 a minute the auth paths and the board still answer", async () => {
    const ip = randomIp();
    const before = await failures("http", "allowed");
    const statuses = [];
    for (let i = 0; i < 35; i += 1) statuses.push((await post(app(), "register", {}, { ip })).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const board = await app().inject({ method: "GET", url: "/api/jobs", remoteAddress: ip });
    expect(board.statusCode).not.toBe(429);
    expect(await failures("http", "allowed")).toBe(before + 36);
  });

  it.each(Object.keys(AUTH_WHEN_REDIS_DOWN) as AuthAction[])("auth limit of %s: as its policy says", async (action) => {
    const policy = AUTH_POLICIES[action];
    const before = await failures(policy.name, AUTH_WHEN_REDIS_DOWN[action] === "allowed" ? "allowed" : "refused");
    const attempt = enforceAuthRateLimit(testApp.deps, action, { ip: randomIp(), email: newEmail("redis-down") });
    if (AUTH_WHEN_REDIS_DOWN[action] === "allowed") await expect(attempt).resolves.toBeUndefined();
    else await expect(attempt).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", message: AUTH_WHEN_REDIS_DOWN[action] });
    expect(await failures(policy.name, AUTH_WHEN_REDIS_DOWN[action] === "allowed" ? "allowed" : "refused")).toBe(before + 1);
  });

  it("auth-login and auth-failures fail closed: sign-in answers 503 through both doors and checks no password", async () => {
    const user = await createUser(db());
    expect(await post(app(), "login", { email: user.email, password: TEST_PASSWORD, role: "user" })).toMatchObject(OUTAGE);
    await expect(authCaller(testApp.deps).login({ email: user.email, password: TEST_PASSWORD, role: "user" })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: SERVICE_UNAVAILABLE,
    });
    const check = vi.fn(async () => "checked");
    await expect(guardAttempt(testApp.deps, "login", { ip: randomIp(), account: user.email }, check)).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: SERVICE_UNAVAILABLE,
    });
    expect(check).not.toHaveBeenCalled();
  });

  it("auth-failures fails closed on the dashboard's Basic sign-in too, the operator's included", async () => {
    const basic = Buffer.from(`operator:${OPERATOR_PASSWORD}`).toString("base64");
    const res = await app().inject({ method: "GET", url: "/admin/queues", headers: { authorization: `Basic ${basic}` } });
    expect([res.statusCode, res.json()]).toEqual([503, { error: SERVICE_UNAVAILABLE }]);
  });

  it("auth-verify-otp and auth-reset-password fail closed: no code is checked", async () => {
    const email = newEmail("redis-down-code");
    expect(await post(app(), "verify-otp", { email, otp: "123456" })).toMatchObject(OUTAGE);
    expect(await post(app(), "reset-password", { email, otp: "123456", newPassword: "a-new-password-1" })).toMatchObject(OUTAGE);
  });

  it("auth-register fails open: an address verified before the outage still gets its account", async () => {
    const email = newEmail("redis-down-register");
    await db().emailCode.create({
      data: { email, purpose: "signup", codeHash: "used", expiresAt: new Date(Date.now() + 60_000), usedAt: new Date() },
    });
    const res = await post(app(), "register", { name: "Asha Rao", email, password: TEST_PASSWORD });
    expect(res.status, res.raw).toBe(200);
    expect(await db().user.count({ where: { email } })).toBe(1);
  });

  it("resend-code fails closed with the mail service's message, the same for known and unknown addresses", async () => {
    const known = await createUser(db());
    await expect(claimResendSlot(testApp.deps, "reset", known.email)).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: MAIL_SERVICE_UNAVAILABLE,
    });
    const answers = [
      await post(app(), "forgot-password", { email: known.email }),
      await post(app(), "forgot-password", { email: newEmail() }),
    ];
    for (const answer of answers) expect(answer).toMatchObject(MAIL_OUTAGE);
    expect(await post(app(), "send-otp", { email: newEmail() })).toMatchObject(MAIL_OUTAGE);
  });

  it("contact fails closed with the mail service's message and stores nothing", async () => {
    const user = await createUser(db());
    const send = vi.fn(async () => "sent");
    await expect(withContactAllowance(testApp.deps, { userId: user.id, ip: randomIp() }, send)).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: MAIL_SERVICE_UNAVAILABLE,
    });
    expect(send).not.toHaveBeenCalled();
    const res = await app().inject({
      method: "POST",
      url: "/api/messages",
      headers: { authorization: `Bearer ${await tokenFor(user)}` },
      payload: { name: "Asha Rao", email: user.email, subject: "Support", message: "Our lab needs help" },
    });
    expect([res.statusCode, res.json()]).toEqual([503, { error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" }]);
    expect(await db().contactMessage.count({ where: { userId: user.id } })).toBe(0);
  });
});
