import { describe, expect, it } from "vitest";
import { ATTEMPT_LIMITS, AUTH_LIMITS } from "../../src/server/limits/policies.js";
import { AUTH_ROUTE_RATE_LIMIT } from "../../src/server/rest/rate-limit.js";
import { AUTH_ERRORS } from "../../src/shared/auth.js";
import { createUser, TEST_PASSWORD } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { authCaller, newEmail, post, randomIp } from "./auth-support.js";

const TOO_MANY_ATTEMPTS = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

describe("rate limits on the auth paths", () => {
  const testApp = useTestApp();
  const app = () => testApp.app;

  it("@fastify/rate-limit answers 429 with a clear message past the per-IP flood limit", async () => {
    const ip = randomIp();
    for (let i = 0; i < AUTH_ROUTE_RATE_LIMIT.max; i += 1) {
      expect((await post(app(), "login", {}, { ip })).status).toBe(400);
    }
    const limited = await post(app(), "login", {}, { ip });
    expect(limited).toEqual(
      expect.objectContaining({ status: 429, body: { error: "Too many requests. Please try again in 1 minute.", reason: "RATE_LIMITED" } }),
    );
    // Another client and another auth path are not affected.
    expect((await post(app(), "login", {}, { ip: randomIp() })).status).toBe(400);
    expect((await post(app(), "forgot-password", {}, { ip })).status).toBe(400);
  });

  it("paths outside auth are not held to the auth limit", async () => {
    const ip = randomIp();
    for (let i = 0; i <= AUTH_ROUTE_RATE_LIMIT.max; i += 1) {
      const res = await app().inject({ method: "GET", url: "/api/jobs", remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-ratelimit-limit"]).toBe(String(testApp.deps.env.PUBLIC_READ_RATE_LIMIT));
    }
  });

  it("failed logins: REST and tRPC share one back-off per (address, IP); other IPs are not locked out", async () => {
    const user = await createUser(testApp.deps.db);
    const ip = randomIp();
    const attempt = { email: user.email, password: "wrong-password", role: "user" as const };
    for (let i = 0; i < ATTEMPT_LIMITS.freeFailures; i += 1) {
      if (i % 2 === 0)
        expect((await post(app(), "login", attempt, { ip })).body).toEqual({
          error: AUTH_ERRORS.invalidCredentials,
          reason: "INVALID_CREDENTIALS",
        });
      else
        await expect(authCaller(testApp.deps, null, ip).login(attempt)).rejects.toMatchObject({ message: AUTH_ERRORS.invalidCredentials });
    }
    // Even the right password is refused now from this IP, through either door.
    const rest = await post(app(), "login", { ...attempt, password: TEST_PASSWORD }, { ip });
    expect(rest.status).toBe(429);
    expect(rest.body.error).toMatch(TOO_MANY_ATTEMPTS);
    await expect(authCaller(testApp.deps, null, ip).login({ ...attempt, password: TEST_PASSWORD })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(TOO_MANY_ATTEMPTS),
    });
    // The owner, from their own IP, is not locked out by someone else's failures.
    expect((await post(app(), "login", { ...attempt, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("per IP on tRPC: counted before validation, answered 429 over HTTP", async () => {
    const ip = randomIp();
    const send = () => app().inject({ method: "POST", url: "/trpc/auth.sendOtp", payload: { email: "not-an-email" }, remoteAddress: ip });
    for (let i = 0; i < AUTH_LIMITS.sendOtp.perIp; i += 1) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { message: expect.stringMatching(TOO_MANY_ATTEMPTS), data: { reason: "RATE_LIMITED" } },
    });
    // A new address from the same IP is limited too; the same address elsewhere is not.
    await expect(authCaller(testApp.deps, null, ip).sendOtp({ email: newEmail() })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
