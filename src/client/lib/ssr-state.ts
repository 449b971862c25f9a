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
