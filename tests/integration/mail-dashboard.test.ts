// The Bull Board operator dashboard at /admin/queues: closed without credentials, open to the
// operator password and to HR accounts (Basic auth with e-mail + password, or a Bearer token).
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { createTestApp, useTestApp } from "../helpers/test-app.js";

const OPERATOR_PASSWORD = "operator-password-for-tests";
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("/admin/queues", () => {
  const testApp = useTestApp({ OPERATOR_PASSWORD, QUEUE_PREFIX: `dashboard-${uniqueSuffix()}` });
  let hr: Awaited<ReturnType<typeof createUser>>;
  let candidate: Awaited<ReturnType<typeof createUser>>;

  const get = (url: string, authorization?: string, remoteAddress = "127.0.0.1") =>
    testApp.app.inject({ method: "GET", url, headers: authorization ? { authorization } : {}, remoteAddress });

  beforeAll(async () => {
    hr = await createUser(testApp.deps.db, { role: "hr", email: `hr-${uniqueSuffix()}@example.com` });
    candidate = await createUser(testApp.deps.db, { role: "user" });
  });
  it("answers 401 with a Basic challenge without credentials", async () => {
    for (const url of ["/admin/queues", "/admin/queues/api/queues"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Basic realm="Queue dashboard"/);
      expect(res.json()).toEqual({ error: "Sign in with the operator password or an HR account to open the queue dashboard." });
    }
  });

  it("answers 200 with the operator password", async () => {
    const page = await get("/admin/queues", basic("operator", OPERATOR_PASSWORD));
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain('<base href="/admin/queues/"');
    const script = /src="(static\/js\/main[^"]+)"/.exec(page.body)?.[1];
    expect((await get(`/admin/queues/${script}`, basic("operator", OPERATOR_PASSWORD))).statusCode).toBe(200);
    expect((await get(`/admin/queues/${script}`)).statusCode).toBe(401);

    const api = await get("/admin/queues/api/queues", basic("operator", OPERATOR_PASSWORD));
    expect(api.statusCode).toBe(200);
    expect(api.json().queues.map((q: { name: string }) => q.name)).toEqual(["mail", "retention", "interview-reminders", "resume-text"]);
  });

  it("answers 200 to an HR account's e-mail and password", async () => {
    const res = await get("/admin/queues", basic(hr.email.toUpperCase(), TEST_PASSWORD));
    expect(res.statusCode).toBe(200);
  });

  it("answers 200 to an HR account's Bearer token", async () => {
    const res = await get("/admin/queues/api/queues", `Bearer ${await tokenFor(hr)}`);
    expect(res.statusCode).toBe(200);
  });

  it("refuses wrong passwords, candidates and bad tokens", async () => {
    expect((await get("/admin/queues", basic("operator", "wrong-password"))).statusCode).toBe(401);
    expect((await get("/admin/queues", basic(hr.email, "wrong-password"))).statusCode).toBe(401);
    expect((await get("/admin/queues", basic(candidate.email, TEST_PASSWORD))).statusCode).toBe(401);
    expect((await get("/admin/queues", "Bearer not-a-token")).statusCode).toBe(401);
    const forbidden = await get("/admin/queues/api/queues", `Bearer ${await tokenFor(candidate)}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: "You are not authorized to access the HR area." });
  });

  it("answers a client's malformed request to its API with a 4xx, not a 500", async () => {
    const res = await testApp.app.inject({
      method: "PUT",
      url: "/admin/queues/api/queues/mail/retry/failed",
      headers: { authorization: basic("operator", OPERATOR_PASSWORD), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/not valid JSON/) });
  });

  it("backs off a (user, IP) after 5 failed sign-ins; successful ones do not count, other IPs still get in", async () => {
    const other = await createUser(testApp.deps.db, { role: "hr", email: `hr-limit-${uniqueSuffix()}@example.com` });
    const ip = "10.20.30.40";
    for (let i = 0; i < 12; i += 1)
      expect((await get("/admin/queues/api/queues", basic(other.email, TEST_PASSWORD), ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await get("/admin/queues", basic(other.email, `wrong-${i}`), ip)).statusCode).toBe(401);

    const limited = await get("/admin/queues", basic(other.email, TEST_PASSWORD), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "Too many attempts. Please try again in 1 minute." });
    expect((await get("/admin/queues", basic(other.email, TEST_PASSWORD), "10.20.30.41")).statusCode).toBe(200);
    expect((await get("/admin/queues", basic(hr.email, TEST_PASSWORD), ip)).statusCode).toBe(200);
  });

  it("has no operator login when OPERATOR_PASSWORD is unset", async () => {
    const withoutPassword = await createTestApp({ OPERATOR_PASSWORD: "" });
    try {
      const res = await withoutPassword.app.inject({
        method: "GET",
        url: "/admin/queues",
        headers: { authorization: basic("operator", "") },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await withoutPassword.close();
    }
  });
});
