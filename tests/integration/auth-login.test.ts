import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { resolveTokenUser, TOKEN_AUDIENCE } from "../../src/server/services/auth/tokens.js";
import { AUTH_ERRORS, AUTH_SUCCESS, AUTH_VALIDATION } from "../../src/shared/auth.js";
import { createUser, TEST_PASSWORD } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { authCaller, newEmail, post } from "./auth-support.js";

describe("login and logout", () => {
  const testApp = useTestApp();
  const app = () => testApp.app;
  const db = () => testApp.deps.db;
  const resolve = (token: string) => resolveTokenUser(db(), testApp.deps.env.JWT_SECRET, token);

  it("POST /api/auth/login answers { token, user } and nothing else", async () => {
    const user = await createUser(db(), { name: "Meera", email: newEmail("login") });
    const res = await post(app(), "login", { email: user.email.toUpperCase(), password: TEST_PASSWORD, role: "user" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["token", "user"]);
    expect(res.body.user).toEqual({ id: user.id, name: "Meera", email: user.email, role: "user" });

    const token = String(res.body.token);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: String(user.id), aud: TOKEN_AUDIENCE, role: "user", ver: 0 });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 3600);
    expect(await resolve(token)).toMatchObject({ id: user.id });
  });

  it("role defaults to user when the payload leaves it out", async () => {
    const user = await createUser(db());
    expect((await post(app(), "login", { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("HR signs in with role hr; each role is refused at the other door", async () => {
    const hr = await createUser(db(), { role: "hr" });
    const candidate = await createUser(db(), { role: "user" });

    const asHr = await post(app(), "login", { email: hr.email, password: TEST_PASSWORD, role: "hr" });
    expect(asHr.status).toBe(200);
    expect(asHr.body.user).toMatchObject({ role: "hr" });
    expect(decodeJwt(String(asHr.body.token))).toMatchObject({ role: "hr" });

    const candidateAsHr = await post(app(), "login", { email: candidate.email, password: TEST_PASSWORD, role: "hr" });
    expect(candidateAsHr).toEqual(
      expect.objectContaining({
        status: 403,
        body: { error: "You are not authorized to log in as HR with this account.", reason: "WRONG_ROLE" },
      }),
    );
    const hrAsUser = await post(app(), "login", { email: hr.email, password: TEST_PASSWORD, role: "user" });
    expect(hrAsUser.status).toBe(403);
    expect(hrAsUser.body.error).toContain("not authorized");
  });

  it("a wrong pair gets one answer whether or not the address exists, and the role is not revealed", async () => {
    const hr = await createUser(db(), { role: "hr" });
    const answers = await Promise.all([
      post(app(), "login", { email: hr.email, password: "wrong-password", role: "hr" }),
      post(app(), "login", { email: hr.email, password: "wrong-password", role: "user" }),
      post(app(), "login", { email: newEmail("nobody"), password: "wrong-password", role: "user" }),
    ]);
    for (const answer of answers) {
      expect(answer).toEqual(
        expect.objectContaining({ status: 401, body: { error: AUTH_ERRORS.invalidCredentials, reason: "INVALID_CREDENTIALS" } }),
      );
    }
  });

  it("answers 400 with the spec's message for missing fields and a clear one for a bad role", async () => {
    for (const payload of [{}, { email: "", password: "x" }, { email: newEmail(), password: "" }]) {
      expect(await post(app(), "login", payload)).toMatchObject({ status: 400, body: { error: AUTH_VALIDATION.loginFillAll } });
    }
    const badRole = await post(app(), "login", { email: newEmail(), password: "x", role: "admin" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error).toMatch(/user|hr/);
  });

  it("the tRPC login gives the same answers", async () => {
    const user = await createUser(db());
    const auth = authCaller(testApp.deps);
    const ok = await auth.login({ email: user.email, password: TEST_PASSWORD, role: "user" });
    expect(ok.user).toEqual({ id: user.id, name: user.name, email: user.email, role: "user" });
    await expect(auth.login({ email: user.email, password: "nope", role: "user" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: AUTH_ERRORS.invalidCredentials,
    });
    await expect(auth.login({ email: user.email, password: TEST_PASSWORD, role: "hr" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "You are not authorized to log in as HR with this account.",
    });
  });

  it("REST logout ends this device's session only, then a new login works", async () => {
    const user = await createUser(db());
    const login = async () => String((await post(app(), "login", { email: user.email, password: TEST_PASSWORD })).body.token);
    const laptop = await login();
    const phone = await login();

    const out = await post(app(), "logout", {}, { token: laptop });
    expect(out).toMatchObject({ status: 200, body: { message: AUTH_SUCCESS.loggedOut } });
    expect(await resolve(laptop)).toBeNull();
    // A colleague on the shared account stays signed in.
    expect(await resolve(phone)).toMatchObject({ id: user.id });
    // Without a body at all, as a plain client may send it.
    const again = await app().inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${laptop}` } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: "Please log in to continue.", reason: "SIGN_IN_REQUIRED" });

    const fresh = await login();
    expect(await resolve(fresh)).toMatchObject({ id: user.id });
  });

  it("tRPC logout revokes the token too; it needs a signed-in user", async () => {
    const user = await createUser(db());
    const { token } = await authCaller(testApp.deps).login({ email: user.email, password: TEST_PASSWORD, role: "user" });
    const signedIn = await resolve(token);
    expect(signedIn).not.toBeNull();
    expect(await authCaller(testApp.deps, signedIn).logout()).toEqual({ message: AUTH_SUCCESS.loggedOut });
    expect(await resolve(token)).toBeNull();
    await expect(authCaller(testApp.deps, null).logout()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    // Over HTTP the revoked token is refused.
    const res = await app().inject({
      method: "POST",
      url: "/trpc/auth.logout",
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
