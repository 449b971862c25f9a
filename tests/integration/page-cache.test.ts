// The server's cache of rendered pages under one hostile client: a page is kept under the URL it
// stands for (its path and the search its routes read), so junk query strings share one page and do
// not grow the cache; and the board embeds a slim job list, not every job's full text.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Job } from "../../src/shared/job.js";
import { createJob } from "../helpers/factories.js";
import { dehydratedPage } from "../helpers/router-state.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/** A channel of this file's own, so other files' HR writes do not clear this app's job cache. */
const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX}-page-cache`;

type EmbeddedQuery = { queryKey: [string[], { input?: { id?: number } }?]; state: { data: unknown; isInvalidated: boolean } };

async function embeddedQueries(html: string): Promise<EmbeddedQuery[]> {
  return (await dehydratedPage(html)).queries.queries as unknown as EmbeddedQuery[];
}

describe("the rendered page cache", () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp({ QUEUE_PREFIX, CLIENT_DIST: inject("clientDist"), SSR_DIST: inject("ssrDist") });
    app = testApp.app;
    await vi.waitFor(() => expect(testApp.deps.publicJobs.isListening()).toBe(true));
    await createJob(testApp.deps.db, { responsibilities: ["Keep the lights on ".repeat(40)] });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string) => app.inject({ method: "GET", url });
  const cacheBytes = async () => (await testApp.deps.metrics.pageCacheBytes.get()).values[0]?.value;

  it("answers many distinct junk query strings with the one cached page, without growing the cache", async () => {
    const plain = await get("/job-board");
    expect(plain.statusCode).toBe(200);
    const bytes = await cacheBytes();
    expect(bytes).toBeGreaterThan(0);
    for (let n = 0; n < 300; n++) {
      const res = await get(`/job-board?x=${n}&utm_source=${n}&department=junk${n}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(await cacheBytes()).toBe(bytes);
  });

  it("still renders a page per search the page reads, under its canonical URL", async () => {
    const filtered = await get("/job-board?department=%5B%22Design%22%5D&utm_source=mail");
    expect(filtered.headers.etag).not.toBe((await get("/job-board")).headers.etag);
    expect((await get("/job-board?department=%5B%22Design%22%5D")).headers.etag).toBe(filtered.headers.etag);
  });

  it("embeds the board's job list without the jobs' full text, and the shown job in full", async () => {
    const queries = await embeddedQueries((await get("/job-board")).body);
    const list = queries.find((query) => query.queryKey[0].join(".") === "jobs.list");
    const jobs = list?.state.data as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((job) => job.job_summary === "" && job.responsibilities.length === 0)).toBe(true);
    // Stale, so the browser fetches the full list as it starts.
    expect(list?.state.isInvalidated).toBe(true);
    const details = queries.filter((query) => query.queryKey[0].join(".") === "jobs.byId");
    expect(details.map((query) => query.queryKey[1]?.input?.id)).toEqual([jobs[0]?.id]);
    const fullList = (await get("/api/jobs")).json<Job[]>();
    expect(details[0]?.state.data).toEqual(fullList.find((job) => job.id === jobs[0]?.id));
  });
});
