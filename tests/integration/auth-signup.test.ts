import argon2 from "argon2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_ERRORS, AUTH_SUCCESS, AUTH_VALIDATION } from "../../src/shared/auth.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { createUser } from "../helpers/factories.js";
import { useTestApp, useTestAppWithRedisDown } from "../helpers/test-app.js";
import { advanceClock, authCaller, lastCode, newEmail, post, randomIp } from "./auth-support.js";

vi.mock("../../src/server/services/auth/email-code-crypto.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/auth/email-code-crypto.js")>();
  return { ...original, generateCode: vi.fn(original.generateCode) };
});

const MINUTE = 60_000;

describe("sign-up: send-otp, verify-otp, register", () => {
  const testApp = useTestApp();
  const app = () => testApp.app;
  const db = () => testApp.deps.db;

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A new address taken through send-otp and verify-otp. */
  async function verifiedEmail(): Promise<string> {
    const email = newEmail("verified");
    expect((await post(app(), "send-otp", { email })).status).toBe(200);
    expect((await post(app(), "verify-otp", { email, otp: lastCode() })).status).toBe(200);
    return email;
  }

  it("signs up end to end over REST: code mailed, verified, account created with argon2id", async () => {
    const email = newEmail("Mixed.Case");
    const sent = await post(app(), "send-otp", { email: `  ${email.toUpperCase()} ` });
    expect(sent).toMatchObject({ status: 200, body: { message: AUTH_SUCCESS.otpSent } });

    const codeRow = await db().emailCode.findFirstOrThrow({ where: { email: email.toLowerCase(), purpose: "signup" } });
    expect(codeRow.codeHash).not.toContain(lastCode());
    expect(codeRow.expiresAt.getTime() - codeRow.createdAt.getTime()).toBe(10 * MINUTE);
    const mail = await db().mailLog.findFirstOrThrow({ where: { recipient: email.toLowerCase(), kind: "signup_code" } });
    expect(mail.status).toBe("queued");

    const verified = await post(app(), "verify-otp", { email, otp: lastCode() });
    expect(verified).toMatchObject({ status: 200, body: { message: AUTH_SUCCESS.emailVerified } });

    const registered = await post(app(), "register", { name: "  Asha Rao ", email: email.toUpperCase(), password: "a-good-password" });
    expect(registered).toMatchObject({ status: 200, body: { message: AUTH_SUCCESS.accountCreated } });

    const user = await db().user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(user).toMatchObject({ name: "Asha Rao", role: "user", verified: true });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(user.passwordHash).toContain("m=19456");
    expect(user.passwordHash).toContain("t=2");
    expect(await argon2.verify(user.passwordHash, "a-good-password")).toBe(true);
    // The verification is spent with the registration.
    expect(await db().emailCode.count({ where: { email: email.toLowerCase(), purpose: "signup" } })).toBe(0);
  });

  it("the tRPC procedures do the same", async () => {
    const auth = authCaller(testApp.deps);
    const email = newEmail("trpc");
    expect(await auth.sendOtp({ email })).toEqual({ message: AUTH_SUCCESS.otpSent });
    expect(await auth.verifyOtp({ email, otp: lastCode() })).toEqual({ message: AUTH_SUCCESS.emailVerified });
    expect(await auth.register({ name: "Ravi", email, password: "another-password" })).toEqual({ message: AUTH_SUCCESS.accountCreated });
    await expect(auth.sendOtp({ email })).rejects.toMatchObject({ code: "CONFLICT", message: AUTH_ERRORS.alreadyRegistered });
  });

  it("send-otp refuses an address that already has an account, whatever its case", async () => {
    const user = await createUser(db());
    const res = await post(app(), "send-otp", { email: user.email.toUpperCase() });
    expect(res).toEqual(expect.objectContaining({ status: 409, body: { error: AUTH_ERRORS.alreadyRegistered, reason: "EMAIL_TAKEN" } }));
    expect(res.body.error).toContain("already registered");
  });

  it("answers 400 with the spec's messages for bad input", async () => {
    const cases: [string, unknown, string][] = [
      ["send-otp", {}, AUTH_VALIDATION.emailFirst],
      ["send-otp", { email: "   " }, AUTH_VALIDATION.emailFirst],
      ["send-otp", { email: "not-an-email" }, "Please enter a valid email address."],
      ["send-otp", ["a JSON array"], AUTH_VALIDATION.notAnObject],
      ["verify-otp", { email: newEmail() }, AUTH_VALIDATION.otpRequired],
      ["verify-otp", { email: newEmail(), otp: "12345" }, AUTH_VALIDATION.otpLength],
      ["verify-otp", { email: newEmail(), otp: "12a456" }, AUTH_VALIDATION.otpLength],
      ["register", { name: "  ", email: newEmail(), password: "long-enough" }, AUTH_VALIDATION.nameRequired],
      ["register", { name: "A", email: "", password: "long-enough" }, AUTH_VALIDATION.emailRequired],
      ["register", { name: "A", email: newEmail(), password: "" }, AUTH_VALIDATION.passwordRequired],
      ["register", { name: "A", email: newEmail(), password: "short7!" }, AUTH_VALIDATION.passwordTooShort],
      ["register", { name: "A", email: newEmail(), password: "x".repeat(129) }, AUTH_VALIDATION.passwordTooLong],
      ["register", { name: "Ann\u0000", email: newEmail(), password: "long-enough" }, "Name contains characters that are not allowed."],
    ];
    for (const [path, payload, message] of cases) {
      const res = await post(app(), path, payload);
      expect({ path, payload, status: res.status, body: res.body }).toMatchObject({ path, payload, status: 400, body: { error: message } });
    }
    // tRPC over HTTP answers the first message too (what the forms show).
    const trpc = await app().inject({
      method: "POST",
      url: "/trpc/auth.verifyOtp",
      payload: { email: newEmail(), otp: "1" },
      remoteAddress: randomIp(),
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json()).toMatchObject({ error: { message: AUTH_VALIDATION.otpLength } });
  });

  it("a new code for the same address only after 60 s, with a message saying when", async () => {
    const email = newEmail("resend");
    expect((await post(app(), "send-otp", { email })).status).toBe(200);
    const first = lastCode();

    advanceClock(45_000);
    const tooSoon = await post(app(), "send-otp", { email });
    expect(tooSoon).toMatchObject({
      status: 429,
      body: { error: "Please wait 15 seconds before requesting a new code.", reason: "RESEND_TOO_SOON", retryAfterSeconds: 15 },
    });
    const trpcTooSoon = await app().inject({ method: "POST", url: "/trpc/auth.sendOtp", payload: { email }, remoteAddress: randomIp() });
    expect(trpcTooSoon.json()).toMatchObject({ error: { data: { httpStatus: 429, reason: "RESEND_TOO_SOON", retryAfterSeconds: 15 } } });
    await expect(authCaller(testApp.deps).sendOtp({ email })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });

    advanceClock(15_000);
    expect((await post(app(), "send-otp", { email })).status).toBe(200);
    const second = lastCode();
    expect(await db().mailLog.count({ where: { recipient: email, kind: "signup_code" } })).toBe(2);

    // Only the newest code counts.
    if (first !== second) {
      expect(await post(app(), "verify-otp", { email, otp: first })).toMatchObject({
        status: 400,
        body: { error: AUTH_ERRORS.invalidOtp },
      });
    }
    expect((await post(app(), "verify-otp", { email, otp: second })).status).toBe(200);
  });

  it("a wrong code answers reason OTP_INVALID through REST and tRPC, a code out of tries OTP_LOCKED", async () => {
    const email = newEmail("reason");
    await post(app(), "send-otp", { email });
    const wrong = lastCode() === "000000" ? "111111" : "000000";
    expect(await post(app(), "verify-otp", { email, otp: wrong })).toMatchObject({
      status: 400,
      body: { error: AUTH_ERRORS.invalidOtp, reason: "OTP_INVALID" },
    });
    const trpc = await app().inject({
      method: "POST",
      url: "/trpc/auth.verifyOtp",
      payload: { email, otp: wrong },
      remoteAddress: randomIp(),
    });
    expect([trpc.statusCode, trpc.json()]).toMatchObject([
      400,
      { error: { message: AUTH_ERRORS.invalidOtp, data: { code: "BAD_REQUEST", reason: "OTP_INVALID" } } },
    ]);
    for (let i = 3; i <= 4; i += 1) await post(app(), "verify-otp", { email, otp: wrong });
    expect(await post(app(), "verify-otp", { email, otp: wrong })).toMatchObject({ status: 400, body: { reason: "OTP_LOCKED" } });
  });

  it("a code expires after 10 minutes", async () => {
    const email = newEmail("expiry");
    await post(app(), "send-otp", { email });
    const code = lastCode();
    advanceClock(10 * MINUTE);
    const expired = await post(app(), "verify-otp", { email, otp: code });
    expect(expired).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.invalidOtp } });
  });

  it("a code still works just before 10 minutes", async () => {
    const email = newEmail("fresh");
    await post(app(), "send-otp", { email });
    const code = lastCode();
    advanceClock(10 * MINUTE - 1000);
    expect((await post(app(), "verify-otp", { email, otp: code })).status).toBe(200);
  });

  it("5 wrong tries kill the code, even for the right code afterwards", async () => {
    const email = newEmail("lockout");
    await post(app(), "send-otp", { email });
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i += 1) {
      expect(await post(app(), "verify-otp", { email, otp: wrong })).toMatchObject({
        status: 400,
        body: { error: AUTH_ERRORS.invalidOtp },
      });
    }
    expect(await post(app(), "verify-otp", { email, otp: wrong })).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.otpLocked } });
    expect(await post(app(), "verify-otp", { email, otp: code })).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.otpLocked } });

    // A new code (after the resend wait) works again.
    advanceClock(61_000);
    await post(app(), "send-otp", { email });
    expect((await post(app(), "verify-otp", { email, otp: lastCode() })).status).toBe(200);
  });

  it("4 wrong tries still leave the fifth for the right code", async () => {
    const email = newEmail("fifth");
    await post(app(), "send-otp", { email });
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i += 1) await post(app(), "verify-otp", { email, otp: wrong });
    expect((await post(app(), "verify-otp", { email, otp: code })).status).toBe(200);
  });

  it("parallel guesses cannot exceed 5 comparisons", async () => {
    const email = newEmail("parallel");
    await post(app(), "send-otp", { email });
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 12 }, () => post(app(), "verify-otp", { email, otp: wrong })));
    const row = await db().emailCode.findFirstOrThrow({ where: { email, purpose: "signup" } });
    expect(row.attempts).toBe(5);
    expect(await post(app(), "verify-otp", { email, otp: code })).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.otpLocked } });
  });

  it("a used code cannot be used again", async () => {
    const email = newEmail("reuse");
    await post(app(), "send-otp", { email });
    const code = lastCode();
    expect((await post(app(), "verify-otp", { email, otp: code })).status).toBe(200);
    expect(await post(app(), "verify-otp", { email, otp: code })).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.invalidOtp } });
  });

  it("register needs a verification from the last 30 minutes", async () => {
    const unverified = newEmail("unverified");
    await post(app(), "send-otp", { email: unverified });
    const refused = await post(app(), "register", { name: "N", email: unverified, password: "long-enough" });
    expect(refused).toEqual(
      expect.objectContaining({ status: 400, body: { error: AUTH_ERRORS.emailNotVerified, reason: "EMAIL_NOT_VERIFIED" } }),
    );
    await expect(authCaller(testApp.deps).register({ name: "N", email: newEmail(), password: "long-enough" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: AUTH_ERRORS.emailNotVerified,
    });

    const stale = await verifiedEmail();
    advanceClock(30 * MINUTE + 1000);
    expect(await post(app(), "register", { name: "N", email: stale, password: "long-enough" })).toMatchObject({
      status: 400,
      body: { error: AUTH_ERRORS.emailNotVerified },
    });

    const recent = await verifiedEmail();
    advanceClock(29 * MINUTE);
    expect((await post(app(), "register", { name: "N", email: recent, password: "long-enough" })).status).toBe(200);
  });

  it("register refuses an address that got an account meanwhile", async () => {
    const email = await verifiedEmail();
    await createUser(db(), { email });
    expect(await post(app(), "register", { name: "N", email, password: "long-enough" })).toMatchObject({
      status: 409,
      body: { error: AUTH_ERRORS.alreadyRegistered },
    });
  });

  it("two parallel registrations create one account", async () => {
    const email = await verifiedEmail();
    const results = await Promise.all([1, 2].map(() => post(app(), "register", { name: "N", email, password: "long-enough" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().user.count({ where: { email } })).toBe(1);
  });

  it("no usable code is left when the mail cannot be queued, and the user may retry at once", async () => {
    const email = newEmail("queue-down");
    vi.spyOn(testApp.deps.mailQueue, "add").mockRejectedValueOnce(new Error("Connection is closed."));
    const failed = await post(app(), "send-otp", { email });
    expect(failed).toEqual(
      expect.objectContaining({ status: 503, body: { error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" } }),
    );
    expect(await db().emailCode.count({ where: { email } })).toBe(0);
    expect(await db().mailLog.count({ where: { recipient: email } })).toBe(0);

    expect((await post(app(), "send-otp", { email })).status).toBe(200);
    expect(await db().emailCode.count({ where: { email } })).toBe(1);
  });
});

describe("sign-up with Redis stopped", () => {
  const testApp = useTestAppWithRedisDown();

  it("send-otp answers 503 quickly and writes nothing", async () => {
    const email = newEmail("redis-down");
    const started = performance.now();
    const res = await post(testApp.app, "send-otp", { email });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(res).toEqual(expect.objectContaining({ status: 503, body: { error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" } }));
    expect(await testApp.deps.db.emailCode.count({ where: { email } })).toBe(0);
  });
});
