// The query state a server-rendered page hands the browser. It travels in the router's own
// dehydration (TanStack Router's `dehydrate` option on the server, `hydrate` in the browser; the
// router serializes it into the page's hydration scripts, entry-server.tsx), as a promise the
// server settles once the page has rendered: the board's embedded job list is slimmed after its
// render (features/jobs/board-state.ts), which a state taken before the render could not carry.
import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";

/**
 * What the router carries from the server's render to the browser: the query state as JSON text.
 * Text, because the router takes only values it can check to be serializable, and React Query types
 * query data as `unknown`; and one JSON.parse of a large state is quicker than running it as code.
 */
export type DehydratedQueries = { queries: Promise<string> };

/**
 * The query state as of now: the server serves a page only while the data it was rendered from is
 * current (render-page.ts checks the job cache's ETags), so the browser need not fetch it again as
 * it starts, however long ago the page was first rendered.
 */
export function servedQueries(state: DehydratedState, now = Date.now()): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

/** The router's `hydrate` in the browser: the served queries go into the query client. */
export async function hydrateServedQueries(queryClient: QueryClient, dehydrated: DehydratedQueries): Promise<void> {
  const state = JSON.parse(await dehydrated.queries) as DehydratedState;
  hydrate(queryClient, servedQueries(state));
}
