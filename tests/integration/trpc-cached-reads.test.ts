// tRPC's public job reads answered from the cache before tRPC's adapter: byte for byte what tRPC
// itself answers (alone and batched), read by the real tRPC client, with an ETag and 304; anything
// else (bad input, a missing job, a mixed batch) still answered by tRPC.
import { createTRPCClient, httpBatchLink, httpLink } from "@trpc/client";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../src/server/trpc/router.js";
import { createJob } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
/** `trpc-accept` sends a call past the cache path to tRPC itself: the reference answer. */
const viaTrpc = (app: FastifyInstance, url: string) => get(app, url, { "trpc-accept": "application/json" });

describe("tRPC's cached public reads", () => {
  const testApp = useTestApp();
  let jobId: number;

  beforeAll(async () => {
    jobId = (await createJob(testApp.deps.db, { jobTitle: "Cache-path Engineer" })).id;
  });

  it.each([
    ["jobs.list", () => "/trpc/jobs.list"],
    ["jobs.byId", () => `/trpc/jobs.byId?input=${input({ id: jobId })}`],
    ["a batch of one", () => `/trpc/jobs.byId?batch=1&input=${input({ 0: { id: jobId } })}`],
    ["a batch of both", () => `/trpc/jobs.list,jobs.byId?batch=1&input=${input({ 1: { id: jobId } })}`],
  ])("answers %s with tRPC's own bytes and status, plus an ETag", async (_label, url) => {
    const cached = await get(testApp.app, url());
    const reference = await viaTrpc(testApp.app, url());
    expect(reference.statusCode).toBe(200);
    expect(reference.headers.etag).toBeUndefined();
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(reference.body);
    expect(cached.headers["content-type"]).toMatch(/^application\/json/);
    expect(cached.headers.vary).toBe(reference.headers.vary);
    expect(cached.headers.etag).toMatch(/^"[\w-]+"$/);

    const again = await get(testApp.app, url(), { "if-none-match": String(cached.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it.each([
    ["an invalid id", () => `/trpc/jobs.byId?input=${input({ id: -1 })}`],
    ["a missing job", () => `/trpc/jobs.byId?input=${input({ id: 2_000_000_000 })}`],
    ["input that is not JSON", () => "/trpc/jobs.byId?input=%7Bnope"],
    ["a batch whose input is not an object", () => `/trpc/jobs.list?batch=1&input=${input([1])}`],
    ["two paths without batch=1", () => "/trpc/jobs.list,jobs.list"],
    ["a batch with another procedure", () => `/trpc/jobs.list,auth.logout?batch=1&input=${input({})}`],
  ])("leaves %s to tRPC: the same status and error body", async (_label, url) => {
    const res = await get(testApp.app, url());
    const reference = await viaTrpc(testApp.app, url());
    expect(res.statusCode).toBe(reference.statusCode);
    expect(res.body).toBe(reference.body);
    expect(res.headers.etag).toBeUndefined();
  });

  it("is read by the tRPC client through both links", async () => {
    const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const batched = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${address}/trpc` })] });
    const single = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${address}/trpc` })] });
    for (const client of [batched, single]) {
      const [list, job] = await Promise.all([client.jobs.list.query(), client.jobs.byId.query({ id: jobId })]);
      expect(job.job_title).toBe("Cache-path Engineer");
      expect(list.map((entry) => entry.id)).toContain(jobId);
    }
  });
});
