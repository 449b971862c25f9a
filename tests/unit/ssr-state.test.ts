// The query state a server-rendered page hands the browser counts as fetched when it is served.
import { QueryClient, hydrate, type DehydratedState } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { servedQueries } from "../../src/client/lib/ssr-state.js";

const RENDERED_AT = Date.parse("2026-11-23T10:00:00Z");
const SERVED_AT = RENDERED_AT + 10 * 60_000;

function stateRenderedAt(time: number): DehydratedState {
  const client = new QueryClient();
  client.setQueryData([["jobs", "list"], { type: "query" }], [{ id: 1 }], { updatedAt: time });
  return JSON.parse(
    JSON.stringify({
      mutations: [],
      queries: client
        .getQueryCache()
        .getAll()
        .map((query) => ({ queryKey: query.queryKey, queryHash: query.queryHash, state: query.state })),
    }),
  ) as DehydratedState;
}

describe("servedQueries", () => {
  it("dates every query at the moment the page was served, keeping its data", () => {
    const queries = servedQueries(stateRenderedAt(RENDERED_AT), SERVED_AT);
    expect(queries.queries.map((query) => query.state.dataUpdatedAt)).toEqual([SERVED_AT]);
    expect(queries.queries[0]?.state.data).toEqual([{ id: 1 }]);
  });

  it("so a page rendered ten minutes ago is not stale in a browser with a 30 s stale time", () => {
    const served = new QueryClient();
    hydrate(served, servedQueries(stateRenderedAt(RENDERED_AT), Date.now()));
    expect(served.getQueryCache().getAll()[0]?.isStaleByTime(30_000)).toBe(false);
    const asRendered = new QueryClient();
    hydrate(asRendered, stateRenderedAt(RENDERED_AT));
    expect(asRendered.getQueryCache().getAll()[0]?.isStaleByTime(30_000)).toBe(true);
  });
});
