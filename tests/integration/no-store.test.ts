// Answers that belong to one person carry `Cache-Control: no-store`: signed-in and HR JSON (tRPC and
// REST) and the account doors' answers; the public job reads stay revalidatable (`no-cache` + ETag).
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

describe("Cache-Control on personal answers", () => {
  const testApp = useTestApp();
  let candidate: Record<string, string>;
  let hr: Record<string, string>;

  beforeAll(async () => {
    candidate = { authorization: `Bearer ${await tokenFor(await createUser(testApp.deps.db))}` };
    hr = { authorization: `Bearer ${await tokenFor(await createUser(testApp.deps.db, { role: "hr" }))}` };
  });

  const cacheControl = async (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: object) =>
    (await testApp.app.inject({ method, url, headers, payload })).headers["cache-control"];

  it("marks signed-in and HR answers no-store, through tRPC and REST", async () => {
    expect(await cacheControl("GET", "/trpc/me.profile", candidate)).toBe("no-store");
    expect(await cacheControl("GET", "/api/me/applications", candidate)).toBe("no-store");
    expect(await cacheControl("GET", "/api/candidates", hr)).toBe("no-store");
    expect(await cacheControl("GET", "/trpc/hr.dashboard", hr)).toBe("no-store");
  });

  it("marks the sign-in and sign-up answers no-store, though they carry no credentials", async () => {
    const login = { email: "nobody@example.com", password: "not-the-password" };
    expect(await cacheControl("POST", "/api/auth/login", {}, login)).toBe("no-store");
    expect(await cacheControl("POST", "/trpc/auth.login", {}, login)).toBe("no-store");
  });

  it("leaves the public job reads revalidatable, even with a signed-in client's token", async () => {
    expect(await cacheControl("GET", "/api/jobs")).toBe("no-cache");
    expect(await cacheControl("GET", "/trpc/jobs.list", candidate)).toBe("no-cache");
  });
});
