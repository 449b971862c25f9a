// The web client's tRPC link splits what it batches to fit the server's limits: never more than
// MAX_BATCH_CALLS calls, nor a URL longer than MAX_URL_LENGTH, in one request.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../src/client/lib/trpc.js";
import { MAX_BATCH_CALLS, MAX_URL_LENGTH } from "../../src/shared/request-limits.js";

/** Stands in for the server: answers every call of a batch with an empty list and records the URLs. */
function recordingFetch(urls: string[]) {
  return vi.fn(async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    const calls = decodeURIComponent(new URL(url, "http://localhost").pathname.slice("/trpc/".length)).split(",");
    return Response.json(calls.map(() => ({ result: { data: [] } })));
  });
}

function callsIn(url: string): number {
  return new URL(url, "http://localhost").pathname.split(",").length;
}

describe("the web client's tRPC batches", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it(`sends at most ${MAX_BATCH_CALLS} calls per request, however many are made at once`, async () => {
    const urls: string[] = [];
    vi.stubGlobal("localStorage", { getItem: () => null });
    vi.stubGlobal("fetch", recordingFetch(urls));
    const client = createApiClient();

    const answers = await Promise.all(Array.from({ length: 25 }, () => client.jobs.list.query()));

    expect(answers).toHaveLength(25);
    expect(urls.map(callsIn).sort((a, b) => b - a)).toEqual([MAX_BATCH_CALLS, MAX_BATCH_CALLS, 5]);
  });

  it(`keeps each request's URL within ${MAX_URL_LENGTH} characters`, async () => {
    const urls: string[] = [];
    vi.stubGlobal("localStorage", { getItem: () => null });
    vi.stubGlobal("fetch", recordingFetch(urls));
    const client = createApiClient();
    // The client does not check inputs; ten long filters cannot share one URL.
    const name = "a".repeat(2000);

    await Promise.all(Array.from({ length: MAX_BATCH_CALLS }, () => client.hr.enquiries.list.query({ name })));

    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
  });
});
