// Predictable new passwords are refused with a clear message through both doors, on registration
// and on reset (once the code matched); a strong one is accepted.
import { describe, expect, it, vi } from "vitest";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_PERSONAL } from "../../src/server/services/users/password-strength.js";
import { AUTH_SUCCESS } from "../../src/shared/auth.js";
import { createUser } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { authCaller, lastCode, newEmail, post } from "./auth-support.js";

vi.mock("../../src/server/services/auth/email-code-crypto.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/auth/email-code-crypto.js")>();
  return { ...original, generateCode: vi.fn(original.generateCode) };
});

describe("common passwords are refused", () => {
  const testApp = useTestApp();
  const app = () => testApp.app;
  const db = () => testApp.deps.db;

  /** An address whose sign-up code was just used, as verify-otp leaves it. */
  async function verifiedEmail(label: string): Promise<string> {
    const email = newEmail(label);
    const now = new Date();
    await db().emailCode.create({
      data: { email, purpose: "signup", codeHash: "used", createdAt: now, expiresAt: new Date(now.getTime() + 600_000), usedAt: now },
    });
    return email;
  }

  it("on registration, over REST and tRPC", async () => {
    const email = await verifiedEmail("common");
    for (const password of ["12345678", "password", "qwertyuiop", "Password1"]) {
      expect(await post(app(), "register", { name: "Asha Rao", email, password })).toMatchObject({
        status: 400,
        body: { error: PASSWORD_TOO_COMMON },
      });
    }
    await expect(authCaller(testApp.deps).register({ name: "Asha Rao", email, password: "iloveyou1" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: PASSWORD_TOO_COMMON,
    });
    expect(await db().user.count({ where: { email } })).toBe(0);

    // Another address: register allows 5 tries per address in 15 minutes.
    const personal = await verifiedEmail("personal");
    const localPart = personal.split("@")[0];
    expect(await post(app(), "register", { name: "Asha Rao", email: personal, password: `${localPart}!` })).toMatchObject({
      status: 400,
      body: { error: PASSWORD_TOO_PERSONAL },
    });
    await expect(authCaller(testApp.deps).register({ name: "Asha Rao", email: personal, password: "asharao-2024!" })).rejects.toMatchObject(
      {
        message: PASSWORD_TOO_PERSONAL,
      },
    );
    expect(await db().user.count({ where: { email: personal } })).toBe(0);

    expect(await post(app(), "register", { name: "Asha Rao", email: personal, password: "correct-horse-battery" })).toMatchObject({
      status: 200,
      body: { message: AUTH_SUCCESS.accountCreated },
    });
  });

  it("on reset, once the code matched (each refusal spends one of its tries); the name too", async () => {
    const user = await createUser(db(), { name: "Meera Iyer" });
    expect((await post(app(), "forgot-password", { email: user.email })).status).toBe(200);
    const code = lastCode();
    expect(await post(app(), "reset-password", { email: user.email, otp: code, newPassword: "password" })).toMatchObject({
      status: 400,
      body: { error: PASSWORD_TOO_COMMON },
    });
    await expect(authCaller(testApp.deps).resetPassword({ email: user.email, otp: code, newPassword: "12345678" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: PASSWORD_TOO_COMMON,
    });
    expect((await db().emailCode.findFirstOrThrow({ where: { email: user.email, purpose: "reset" } })).attempts).toBe(2);

    expect(await post(app(), "reset-password", { email: user.email, otp: code, newPassword: "meera-iyer-77" })).toMatchObject({
      status: 400,
      body: { error: PASSWORD_TOO_PERSONAL },
    });
    expect(await post(app(), "reset-password", { email: user.email, otp: code, newPassword: "quiet-lantern-orbit" })).toMatchObject({
      status: 200,
      body: { message: AUTH_SUCCESS.passwordReset },
    });
  });
});
