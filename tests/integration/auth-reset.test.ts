import argon2 from "argon2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { afterReplyTasksSettled } from "../../src/server/services/auth/after-reply.js";
import { resolveTokenUser } from "../../src/server/services/auth/tokens.js";
import { AUTH_ERRORS, AUTH_SUCCESS, AUTH_VALIDATION } from "../../src/shared/auth.js";
import { createUser, TEST_PASSWORD, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { advanceClock, authCaller, lastCode, newEmail, post } from "./auth-support.js";

vi.mock("../../src/server/services/auth/email-code-crypto.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/auth/email-code-crypto.js")>();
  return { ...original, generateCode: vi.fn(original.generateCode) };
});

vi.mock("../../src/server/mail/enqueue-mail.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/mail/enqueue-mail.js")>();
  return { ...original, enqueueMail: vi.fn(original.enqueueMail) };
});

const MINUTE = 60_000;
const NEW_PASSWORD = "brand-new-password";

describe("password reset: forgot-password and reset-password", () => {
  const testApp = useTestApp();
  const app = () => testApp.app;
  const db = () => testApp.deps.db;

  afterEach(() => {
    vi.useRealTimers();
  });

  const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

  it("answers the same for known and unknown addresses and mails only the known one", async () => {
    const user = await createUser(db());
    const unknown = newEmail("nobody");
    const known = await post(app(), "forgot-password", { email: user.email });
    const other = await post(app(), "forgot-password", { email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(known.status);
    expect(other.raw).toBe(known.raw);
    expect(known.body).toEqual({ message: AUTH_SUCCESS.resetCodeSent });

    expect(await db().mailLog.count({ where: { recipient: user.email, kind: "reset_code" } })).toBe(1);
    expect(await db().mailLog.count({ where: { recipient: unknown } })).toBe(0);
    // The unknown address gets a decoy code, mailed to nobody, so resets with it fail like a known one's.
    expect(await db().emailCode.count({ where: { email: unknown } })).toBe(1);

    // The 60 s limit applies to both, with the same answer.
    const knownAgain = await post(app(), "forgot-password", { email: user.email });
    const otherAgain = await post(app(), "forgot-password", { email: unknown });
    expect(knownAgain.status).toBe(429);
    expect(otherAgain.status).toBe(429);
    expect(knownAgain.body.error).toMatch(/^Please wait \d+ seconds? before requesting a new code\.$/);
    expect(otherAgain.body.error).toMatch(/^Please wait \d+ seconds? before requesting a new code\.$/);
  });

  it("a known address can ask again after 60 s", async () => {
    const user = await createUser(db());
    await post(app(), "forgot-password", { email: user.email });
    advanceClock(59_000);
    expect(await post(app(), "forgot-password", { email: user.email })).toMatchObject({
      status: 429,
      body: { error: "Please wait 1 second before requesting a new code." },
    });
    advanceClock(1_000);
    expect((await post(app(), "forgot-password", { email: user.email })).status).toBe(200);
    expect(await db().mailLog.count({ where: { recipient: user.email, kind: "reset_code" } })).toBe(2);
  });

  it("resets the password with the mailed code and revokes older tokens", async () => {
    const user = await createUser(db());
    const oldToken = await tokenFor(user);
    await post(app(), "forgot-password", { email: user.email.toUpperCase() });
    const code = lastCode();
    expect(vi.mocked(enqueueMail)).toHaveBeenLastCalledWith(expect.anything(), {
      kind: "reset_code",
      to: user.email,
      data: { code, audience: "candidate" },
    });

    const res = await post(app(), "reset-password", { email: user.email, otp: code, newPassword: NEW_PASSWORD });
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { message: AUTH_SUCCESS.passwordReset } }));

    const updated = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await argon2.verify(updated.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await resolveTokenUser(db(), testApp.deps.env.JWT_SECRET, oldToken)).toBeNull();

    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await post(app(), "login", { email: user.email, password: NEW_PASSWORD })).status).toBe(200);

    // Single use.
    const again = await post(app(), "reset-password", { email: user.email, otp: code, newPassword: "yet-another-password" });
    expect(again).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.invalidOtp } });
  });

  it("the employer's reset mail is worded for employers", async () => {
    const hr = await createUser(db(), { role: "hr" });
    const auth = authCaller(testApp.deps);
    expect(await auth.forgotPassword({ email: hr.email })).toEqual({ message: AUTH_SUCCESS.resetCodeSent });
    await afterReplyTasksSettled();
    expect(vi.mocked(enqueueMail)).toHaveBeenLastCalledWith(expect.anything(), {
      kind: "reset_code",
      to: hr.email,
      data: { code: lastCode(), audience: "employer" },
    });
    expect(await auth.resetPassword({ email: hr.email, otp: lastCode(), newPassword: NEW_PASSWORD })).toEqual({
      message: AUTH_SUCCESS.passwordReset,
    });
    expect((await auth.login({ email: hr.email, password: NEW_PASSWORD, role: "hr" })).user.role).toBe("hr");
  });

  it("a wrong, expired or unknown code gets `Invalid or expired OTP`", async () => {
    const user = await createUser(db());
    await post(app(), "forgot-password", { email: user.email });
    const code = lastCode();
    expect(await post(app(), "reset-password", { email: user.email, otp: wrongCodeFor(code), newPassword: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: AUTH_ERRORS.invalidOtp },
    });
    expect(await post(app(), "reset-password", { email: newEmail("nobody"), otp: code, newPassword: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: AUTH_ERRORS.invalidOtp },
    });

    advanceClock(10 * MINUTE);
    expect(await post(app(), "reset-password", { email: user.email, otp: code, newPassword: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: AUTH_ERRORS.invalidOtp },
    });
    const unchanged = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await argon2.verify(unchanged.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it("5 wrong tries kill the reset code", async () => {
    const user = await createUser(db());
    await post(app(), "forgot-password", { email: user.email });
    const code = lastCode();
    const auth = authCaller(testApp.deps);
    for (let i = 1; i <= 5; i += 1) {
      await expect(auth.resetPassword({ email: user.email, otp: wrongCodeFor(code), newPassword: NEW_PASSWORD })).rejects.toMatchObject({
        message: i < 5 ? AUTH_ERRORS.invalidOtp : AUTH_ERRORS.otpLocked,
      });
    }
    // From another IP (this one now waits out its back-off), even the right code is refused.
    await expect(authCaller(testApp.deps).resetPassword({ email: user.email, otp: code, newPassword: NEW_PASSWORD })).rejects.toMatchObject(
      {
        code: "BAD_REQUEST",
        message: AUTH_ERRORS.otpLocked,
      },
    );
  });

  it("requires 8+ characters for the new password, without spending a try", async () => {
    const user = await createUser(db());
    await post(app(), "forgot-password", { email: user.email });
    const code = lastCode();
    const cases: [unknown, string][] = [
      [{ email: user.email, otp: code, newPassword: "seven77" }, AUTH_VALIDATION.passwordTooShort],
      [{ email: user.email, otp: code, newPassword: "" }, AUTH_VALIDATION.fillAll],
      [{ email: user.email, otp: "", newPassword: NEW_PASSWORD }, AUTH_VALIDATION.otpRequired],
      [{ email: "", otp: code, newPassword: NEW_PASSWORD }, AUTH_VALIDATION.emailRequired],
    ];
    for (const [payload, message] of cases) {
      expect(await post(app(), "reset-password", payload)).toMatchObject({ status: 400, body: { error: message } });
    }
    expect(await post(app(), "forgot-password", { email: "  " })).toMatchObject({
      status: 400,
      body: { error: AUTH_VALIDATION.emailRequired },
    });
    const row = await db().emailCode.findFirstOrThrow({ where: { email: user.email, purpose: "reset" } });
    expect(row.attempts).toBe(0);
    expect((await post(app(), "reset-password", { email: user.email, otp: code, newPassword: "qz7-wvk4" })).status).toBe(200);
  });

  it("a sign-up code cannot reset a password", async () => {
    const user = await createUser(db());
    const email = newEmail("signup-code");
    await post(app(), "send-otp", { email });
    await db().user.update({ where: { id: user.id }, data: { email } });
    expect(await post(app(), "reset-password", { email, otp: lastCode(), newPassword: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: AUTH_ERRORS.invalidOtp },
    });
  });
});
