// The password-strength check costs tens of milliseconds of CPU, so it runs only after the cheap
// checks that say who is asking (the e-mailed code, the current password) and the attempt limits,
// and its refusals count as failed attempts; a password change counts every attempt per account.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_TEXTS } from "../../src/shared/account.js";
import { AUTH_ERRORS, tooManyAttempts } from "../../src/shared/auth.js";
import { ATTEMPT_LIMITS, AUTH_LIMITS } from "../../src/server/limits/policies.js";
import { PASSWORD_TOO_COMMON } from "../../src/server/services/users/password-strength.js";
import { scorePassword } from "../../src/server/services/users/score-password.js";
import { createUser, TEST_PASSWORD } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { authCaller, lastCode, post, randomIp } from "./auth-support.js";

vi.mock("../../src/server/services/auth/email-code-crypto.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/auth/email-code-crypto.js")>();
  return { ...original, generateCode: vi.fn(original.generateCode) };
});
vi.mock("../../src/server/services/users/score-password.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/users/score-password.js")>();
  return { ...original, scorePassword: vi.fn(original.scorePassword) };
});

/** 128 characters that score well: the longest new password the one rule lets through. */
const LONG_PASSWORD = "x7#Kq2!vL9@pW4$nR8&tY3*mB6^cF1%hJ5(dZ0)g".repeat(4).slice(0, 128);

describe("the strength check runs last and is counted", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;

  afterEach(() => {
    vi.mocked(scorePassword).mockClear();
  });

  it("reset: a wrong code is refused before any password is scored, and counts as a failure", async () => {
    const user = await createUser(db());
    expect((await post(testApp.app, "forgot-password", { email: user.email })).status).toBe(200);
    const wrong = lastCode() === "000000" ? "111111" : "000000";
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < ATTEMPT_LIMITS.freeFailures + 1; i += 1) {
      answers.push(await post(testApp.app, "reset-password", { email: user.email, otp: wrong, newPassword: "password" }, { ip }));
    }
    expect(answers[0]).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.invalidOtp } });
    expect(answers.at(-1)).toMatchObject({ status: 429, body: { error: tooManyAttempts(1) } });
    expect(scorePassword).not.toHaveBeenCalled();
  });

  it("change password: a wrong current password is refused before the new one is scored", async () => {
    const user = await createUser(db());
    const caller = authCaller(testApp.deps, user);
    await expect(caller.changePassword({ currentPassword: "not-my-password", newPassword: LONG_PASSWORD })).rejects.toMatchObject({
      message: ACCOUNT_TEXTS.currentPasswordWrong,
    });
    expect(scorePassword).not.toHaveBeenCalled();
  });

  it("change password: refused new passwords count like wrong current ones (back-off per account and IP)", async () => {
    const user = await createUser(db(), { name: "Asha Rao" });
    const caller = authCaller(testApp.deps, user, randomIp());
    const weak = ["Admin@123", "Test@1234", "India@123", "Rft@2024", "Welcome@2024"];
    expect(weak).toHaveLength(ATTEMPT_LIMITS.freeFailures);
    for (const newPassword of weak) {
      await expect(caller.changePassword({ currentPassword: TEST_PASSWORD, newPassword })).rejects.toMatchObject({
        message: PASSWORD_TOO_COMMON,
      });
    }
    await expect(caller.changePassword({ currentPassword: TEST_PASSWORD, newPassword: LONG_PASSWORD })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(scorePassword).toHaveBeenCalledTimes(ATTEMPT_LIMITS.freeFailures);
  });

  it("change password: every attempt of an account counts, from any IP, so a batch cannot loop the check", async () => {
    const user = await createUser(db());
    const { perEmail } = AUTH_LIMITS.changePassword;
    // Ten calls to a tRPC batch, each from its own IP: the account's budget still runs out.
    const outcomes = await Promise.allSettled(
      Array.from({ length: perEmail + 2 }, () =>
        authCaller(testApp.deps, user, randomIp()).changePassword({ currentPassword: "not-my-password", newPassword: LONG_PASSWORD }),
      ),
    );
    const codes = outcomes.map((o) => (o.status === "rejected" ? (o.reason as { code: string }).code : "OK"));
    expect(codes.filter((code) => code === "BAD_REQUEST")).toHaveLength(perEmail);
    expect(codes.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(2);
  });
});
