// The public job cache: ETag and 304 on the REST reads, a second read served without the database,
// HR's writes through one instance dropping another's cache, `expired` flipping at midnight UTC,
// and the per-IP limit on the public reads.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { randomIp } from "./auth-support.js";

type BoardJob = { id: number; job_title: string; expired: boolean };

/** A channel of this file's own: HR writes in other test files of the run would drop the cache at random. */
const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX}-jobs-cache`;

async function listeningApp(): Promise<TestApp> {
  const testApp = await createTestApp({ QUEUE_PREFIX });
  await vi.waitFor(() => expect(testApp.deps.publicJobs.isListening()).toBe(true));
  return testApp;
}

const read = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const boardIds = async (app: FastifyInstance) => ((await read(app, "/api/jobs")).json() as BoardJob[]).map((job) => job.id);

describe("the public job cache", () => {
  let appA: TestApp;
  let appB: TestApp;
  let hr: { authorization: string };

  beforeAll(async () => {
    [appA, appB] = await Promise.all([listeningApp(), listeningApp()]);
    hr = { authorization: `Bearer ${await tokenFor(await createUser(appA.deps.db, { role: "hr" }))}` };
  });

  afterAll(async () => {
    await Promise.all([appA?.close(), appB?.close()]);
  });

  async function postJob(app: FastifyInstance): Promise<number> {
    const payload = {
      job_title: `Cached Engineer ${uniqueSuffix()}`,
      department: "Engineering",
      location: "Remote",
      job_summary: "Serve it once.",
      experience_level: 2,
    };
    const res = await app.inject({ method: "POST", url: "/api/jobs", headers: hr, payload });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  const deleteJob = async (app: FastifyInstance, id: number) =>
    expect((await app.inject({ method: "DELETE", url: `/api/jobs/${id}`, headers: hr })).statusCode).toBe(200);

  it("answers the list and a job with an ETag and no-cache, and a 304 with no body to If-None-Match", async () => {
    const id = await postJob(appA.app);
    for (const url of ["/api/jobs", `/api/jobs/${id}`]) {
      const first = await read(appA.app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      const etag = String(first.headers.etag);

      const again = await read(appA.app, url, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect((await read(appA.app, url, { "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await read(appA.app, url, { "if-none-match": '"other"' })).statusCode).toBe(200);
    }
    expect(await boardIds(appA.app)).toContain(id);
  });

  it("serves a second read, REST or tRPC, without the database: a job written past the services stays unseen until HR's next write", async () => {
    const caller = createCallerFactory(appRouter)(createContextInner(appA.deps));
    const before = await read(appA.app, "/api/jobs");
    const outOfBand = await createJob(appA.deps.db);

    const cached = await read(appA.app, "/api/jobs");
    expect(cached.headers.etag).toBe(before.headers.etag);
    expect((cached.json() as BoardJob[]).map((job) => job.id)).not.toContain(outOfBand.id);
    expect((await caller.jobs.list()).map((job) => job.id)).not.toContain(outOfBand.id);

    const posted = await postJob(appA.app);
    const refilled = await read(appA.app, "/api/jobs");
    expect(refilled.headers.etag).not.toBe(before.headers.etag);
    expect((refilled.json() as BoardJob[]).map((job) => job.id)).toEqual(expect.arrayContaining([outOfBand.id, posted]));
    expect((await caller.jobs.list()).map((job) => job.id)).toEqual(expect.arrayContaining([outOfBand.id, posted]));
    expect(await caller.jobs.byId({ id: posted })).toMatchObject({ id: posted });
  });

  it("gives a new ETag after an HR post and after a delete, so a revalidating client gets the change", async () => {
    const listTag = String((await read(appA.app, "/api/jobs")).headers.etag);
    const id = await postJob(appA.app);
    const afterPost = await read(appA.app, "/api/jobs", { "if-none-match": listTag });
    expect(afterPost.statusCode).toBe(200);
    expect((afterPost.json() as BoardJob[]).map((job) => job.id)).toContain(id);
    const postTag = String(afterPost.headers.etag);
    expect(postTag).not.toBe(listTag);

    const detailTag = String((await read(appA.app, `/api/jobs/${id}`)).headers.etag);
    await deleteJob(appA.app, id);
    const afterDelete = await read(appA.app, "/api/jobs", { "if-none-match": postTag });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.headers.etag).not.toBe(postTag);
    expect((afterDelete.json() as BoardJob[]).map((job) => job.id)).not.toContain(id);
    expect((await read(appA.app, `/api/jobs/${id}`, { "if-none-match": detailTag })).statusCode).toBe(404);
  });

  it("drops the other instance's cached list and job when HR posts or deletes through one", async () => {
    const id = await postJob(appB.app);
    await expect.poll(() => boardIds(appA.app)).toContain(id);
    expect((await read(appA.app, `/api/jobs/${id}`)).statusCode).toBe(200);

    await deleteJob(appB.app, id);
    await expect.poll(() => boardIds(appA.app)).not.toContain(id);
    expect((await read(appA.app, `/api/jobs/${id}`)).statusCode).toBe(404);
    await expect(createCallerFactory(appRouter)(createContextInner(appA.deps)).jobs.byId({ id })).rejects.toThrow("Job not found");
  });
});

describe("the public job cache at midnight UTC", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await listeningApp();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it("flips `expired` on a job whose deadline was yesterday, with no write in between", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-14T23:59:50Z"));
    const job = await createJob(testApp.deps.db, { applicationDeadline: new Date("2031-03-14T00:00:00Z") });
    await testApp.deps.publicJobs.invalidate();
    const expiredOf = async (url: string) => {
      const body = (await read(testApp.app, url)).json() as BoardJob | BoardJob[];
      return (Array.isArray(body) ? body.find((entry) => entry.id === job.id) : body)?.expired;
    };
    expect(await expiredOf("/api/jobs")).toBe(false);
    expect(await expiredOf(`/api/jobs/${job.id}`)).toBe(false);

    // Still cached a moment before midnight: a job written past the services is not seen yet.
    const outOfBand = await createJob(testApp.deps.db);
    vi.setSystemTime(new Date("2031-03-14T23:59:59Z"));
    expect(await boardIds(testApp.app)).not.toContain(outOfBand.id);

    vi.setSystemTime(new Date("2031-03-15T00:00:01Z"));
    expect(await expiredOf("/api/jobs")).toBe(true);
    expect(await expiredOf(`/api/jobs/${job.id}`)).toBe(true);
    expect(await boardIds(testApp.app)).toContain(outOfBand.id);
  });
});

describe("the per-IP limit on the public reads", () => {
  const LIMIT = 3;
  let limited: TestApp;
  let unlimited: TestApp;

  beforeAll(async () => {
    [limited, unlimited] = await Promise.all([
      createTestApp({ PUBLIC_READ_RATE_LIMIT: String(LIMIT) }),
      createTestApp({ PUBLIC_READ_RATE_LIMIT: "0" }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([limited?.close(), unlimited?.close()]);
  });

  const from = (app: FastifyInstance, url: string, ip: string) => app.inject({ method: "GET", url, remoteAddress: ip });

  it.each([
    "/api/jobs",
    "/api/jobs/999999",
    "/trpc/jobs.list",
    `/trpc/jobs.list,jobs.byId?batch=1&input=${encodeURIComponent('{"1":{"id":1}}')}`,
  ])("answers %s with a 429 and a clear message past the limit; another IP is not affected", async (url) => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i += 1) expect((await from(limited.app, url, ip)).statusCode).not.toBe(429);
    const refused = await from(limited.app, url, ip);
    expect(refused.statusCode).toBe(429);
    const message = "Too many requests. Please try again in 1 minute.";
    expect(refused.json()).toEqual(
      url.startsWith("/trpc/")
        ? { error: { message, code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, reason: "RATE_LIMITED" } } }
        : { error: message, reason: "RATE_LIMITED" },
    );
    expect((await from(limited.app, url, randomIp())).statusCode).not.toBe(429);
  });

  it("does not count the other tRPC procedures", async () => {
    const ip = randomIp();
    for (let i = 0; i <= LIMIT; i += 1) {
      const res = await from(limited.app, "/trpc/hr.jobs.delete", ip);
      expect(res.statusCode).not.toBe(429);
      expect(res.headers["x-ratelimit-limit"]).toBeUndefined();
    }
  });

  it("is off at PUBLIC_READ_RATE_LIMIT=0", async () => {
    const ip = randomIp();
    for (let i = 0; i <= LIMIT; i += 1) {
      const res = await from(unlimited.app, "/api/jobs", ip);
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-ratelimit-limit"]).toBeUndefined();
    }
  });
});
