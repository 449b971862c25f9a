// What a server-rendered page hands the browser: the URL it rendered and the query state, in a
// `<script type="application/json">` block (data, not code, so the CSP allows it).
import type { DehydratedState } from "@tanstack/react-query";

export const SSR_STATE_ID = "ssr-state";

export type SsrState = { href: string; queries: DehydratedState };

export function readSsrState(): SsrState | null {
  const block = document.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrState;
  } catch {
    return null;
  }
}

/**
 * The query state as of now: the server serves a page only while the data it was rendered from is
 * current (render-page.ts checks the job cache's ETags), so the browser need not fetch it again as
 * it starts, however long ago the page was first rendered.
 */
export function servedQueries(state: SsrState, now = Date.now()): DehydratedState {
  return { ...state.queries, queries: state.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
