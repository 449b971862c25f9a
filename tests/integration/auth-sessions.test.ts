// Sessions per device: logout ends this device only, "sign out everywhere" ends them all, and a new
// password (reset, or changed on the profile) ends every other session while the device that
// changed it carries on. The profile's procedures need a session and validate like the forms.
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_TEXTS } from "../../src/shared/account.js";
import { AUTH_SUCCESS, AUTH_VALIDATION } from "../../src/shared/auth.js";
import { PASSWORD_TEXTS } from "../../src/shared/password.js";
import { poolOf } from "../../src/infra/db/client.js";
import { resolveTokenUser } from "../../src/server/services/auth/tokens.js";
import { createUser, TEST_PASSWORD } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { authCaller, lastCode, post } from "./auth-support.js";

vi.mock("../../src/server/services/auth/email-code-crypto.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/auth/email-code-crypto.js")>();
  return { ...original, generateCode: vi.fn(original.generateCode) };
});

describe("sessions per device and the profile", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const resolve = (token: string) => resolveTokenUser(db(), testApp.deps.env.JWT_SECRET, token);
  const signIn = async (email: string, role: "user" | "hr" = "user") =>
    String((await post(testApp.app, "login", { email, password: TEST_PASSWORD, role })).body.token);
  /** A tRPC mutation over HTTP, where errors carry the texts the forms show. */
  const mutate = async (procedure: string, token: string, input: unknown) => {
    const res = await testApp.app.inject({
      method: "POST",
      url: `/trpc/auth.${procedure}`,
      payload: input as object,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = res.json() as { error?: { message: string } };
    return { status: res.statusCode, message: body.error?.message };
  };
  const as = async (token: string) => authCaller(testApp.deps, await resolve(token));

  it("tRPC logout ends only its own session; a second logout with it is refused", async () => {
    const user = await createUser(db(), { role: "hr" });
    const [desk, colleague] = [await signIn(user.email, "hr"), await signIn(user.email, "hr")];
    // Via the HR login too: the shared HR account is the case that hurt.
    expect(await (await as(desk)).logout()).toEqual({ message: AUTH_SUCCESS.loggedOut });
    expect(await resolve(desk)).toBeNull();
    expect(await resolve(colleague)).toMatchObject({ id: user.id, role: "hr" });
    expect(await mutate("logout", desk, {})).toEqual({ status: 401, message: "Please log in to continue." });
  });

  it("the token's user stays one statement, revoked list included", async () => {
    const user = await createUser(db());
    const token = await signIn(user.email);
    const query = vi.spyOn(poolOf(db()) ?? expect.unreachable("the test database has no pool"), "query");
    try {
      expect(await resolve(token)).toMatchObject({ id: user.id });
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it("sign out everywhere ends every session of the user, and only theirs", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const [laptop, phone, stranger] = [await signIn(user.email), await signIn(user.email), await signIn(other.email)];
    expect(await (await as(laptop)).logoutEverywhere()).toEqual({ message: ACCOUNT_TEXTS.signedOutEverywhere });
    expect([await resolve(laptop), await resolve(phone)]).toEqual([null, null]);
    expect(await resolve(stranger)).toMatchObject({ id: other.id });
    await expect(authCaller(testApp.deps, null).logoutEverywhere()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a password reset ends every session", async () => {
    const user = await createUser(db());
    const [laptop, phone] = [await signIn(user.email), await signIn(user.email)];
    await post(testApp.app, "forgot-password", { email: user.email });
    const reset = await post(testApp.app, "reset-password", {
      email: user.email,
      otp: lastCode(),
      newPassword: "quiet-lantern-harbour-42",
    });
    expect(reset.status).toBe(200);
    expect([await resolve(laptop), await resolve(phone)]).toEqual([null, null]);
  });

  it("profile: the signed-in user's name, e-mail, role and joined date; signed out is 401", async () => {
    const user = await createUser(db(), { name: "Meera Pillai" });
    const profile = await (await as(await signIn(user.email))).profile();
    expect(profile).toEqual({ id: user.id, name: "Meera Pillai", email: user.email, role: "user", joinedAt: user.createdAt.toISOString() });
    await expect(authCaller(testApp.deps, null).profile()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("edit name: saved and answered as the stored user; a blank name gets the form's text", async () => {
    const user = await createUser(db());
    const token = await signIn(user.email);
    const caller = await as(token);
    expect(await caller.updateName({ name: "  Arjun Menon " })).toEqual({
      id: user.id,
      name: "Arjun Menon",
      email: user.email,
      role: "user",
    });
    expect((await caller.profile()).name).toBe("Arjun Menon");
    expect(await mutate("updateName", token, { name: "   " })).toEqual({ status: 400, message: AUTH_VALIDATION.nameRequired });
  });

  it("change password: needs the current one, the one rule, and ends the other sessions only", async () => {
    const user = await createUser(db(), { name: "Ravi Kumar" });
    const [here, elsewhere] = [await signIn(user.email), await signIn(user.email)];
    const hereUser = await resolve(here);
    const caller = authCaller(testApp.deps, hereUser);
    const fresh = "velvet-otter-canyon-71";

    const refused = (currentPassword: string, newPassword: string) => mutate("changePassword", here, { currentPassword, newPassword });
    expect(await refused("", fresh)).toEqual({ status: 400, message: ACCOUNT_TEXTS.currentPasswordRequired });
    // The same 8-character rule as sign-up and reset.
    expect(await refused(TEST_PASSWORD, "seven77")).toEqual({ status: 400, message: PASSWORD_TEXTS.tooShort });
    expect(await refused("not-my-password", fresh)).toEqual({ status: 400, message: ACCOUNT_TEXTS.currentPasswordWrong });
    expect(await refused(TEST_PASSWORD, TEST_PASSWORD)).toEqual({ status: 400, message: ACCOUNT_TEXTS.samePassword });
    // Nothing changed so far.
    expect(await resolve(elsewhere)).toMatchObject({ id: user.id });

    const answer = await caller.changePassword({ currentPassword: TEST_PASSWORD, newPassword: fresh });
    expect(answer.message).toBe(ACCOUNT_TEXTS.passwordChanged);
    expect(await resolve(elsewhere)).toBeNull();
    const carriedOn = await resolve(answer.token);
    expect(await resolve(here)).toBeNull();
    expect(carriedOn).toMatchObject({ id: user.id, sessionId: hereUser?.sessionId });
    // The old password no longer signs in; the new one does.
    expect((await post(testApp.app, "login", { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await post(testApp.app, "login", { email: user.email, password: fresh })).status).toBe(200);
    // Logging out afterwards ends the carried-on session.
    await authCaller(testApp.deps, carriedOn).logout();
    expect(await resolve(answer.token)).toBeNull();
  });
});
