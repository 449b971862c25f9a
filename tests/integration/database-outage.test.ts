// A database that does not answer: REST, tRPC and the queue dashboard answer 503 with our message,
// never a 500, a stack, a source path or the database's host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE } from "../../src/server/outage.js";
import { tokenFor } from "../helpers/factories.js";
import { freePort } from "../helpers/free-port.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

describe("a database that does not answer", () => {
  let testApp: TestApp;
  let port: number;

  /** Nothing in the body that points inside the server or at the database. */
  function expectNothingLeaked(body: string) {
    for (const leak of ["127.0.0.1", `:${port}`, "prisma", "invocation", "/work/", ".ts:", "    at "]) {
      expect(body.toLowerCase()).not.toContain(leak.toLowerCase());
    }
  }

  beforeAll(async () => {
    port = await freePort();
    testApp = await createTestApp({ DATABASE_URL: `postgresql://careers:careers@127.0.0.1:${port}/careers` });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("is a 503 with the message on a REST route", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/jobs" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
    expectNothingLeaked(res.body);
  });

  it("is a 503 with the message on a tRPC procedure", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/trpc/jobs.list" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { message: SERVICE_UNAVAILABLE, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } } });
    expectNothingLeaked(res.body);
  });

  it("is a 503 on the queue dashboard, whose guard looks the token's user up", async () => {
    const token = await tokenFor({ id: 1, role: "hr", tokenVersion: 0 });
    const res = await testApp.app.inject({ method: "GET", url: "/admin/queues/api/queues", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: SERVICE_UNAVAILABLE });
    expectNothingLeaked(res.body);
  });
});
