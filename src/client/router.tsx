// The router, with `{ queryClient, trpc, auth }` in its context so loaders can prefetch tRPC queries.
// A server-rendered page hands its query state over through the router's own dehydration: the
// server passes `dehydrate` (entry-server.tsx), and the browser's `hydrate` (called by TanStack
// Router's `hydrate(router)`, main.tsx) fills the query client from it.
import { createRouter, Scripts, type RouterHistory } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AuthContextValue } from "./features/auth/auth-provider";
import { hydrateServedQueries, type DehydratedQueries } from "./lib/ssr-state";
import type { QueryUtils } from "./lib/trpc";
import { routeTree } from "./route-tree.gen";

export type RouterContext = {
  queryClient: QueryClient;
  trpc: QueryUtils;
  /** The live auth state, passed in by <App> so guards in beforeLoad can read it. */
  auth: AuthContextValue;
};

/**
 * On the server: a memory history (createRequestHandler replaces it with the request's), no scroll
 * restoration (it would add an inline script), and the page's query state for the browser.
 */
type ServerOptions = { history: RouterHistory; isServer: true; dehydrate?: () => DehydratedQueries };

/**
 * After the matched routes: on the server, the router's hydration scripts (the dehydrated matches
 * and query state, which remove themselves as they run); in the browser, nothing.
 */
function WithRouterScripts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Scripts />
    </>
  );
}

export function createAppRouter(context: Omit<RouterContext, "auth">, server?: ServerOptions) {
  return createRouter({
    routeTree,
    // `auth` is supplied on every render by <RouterProvider context={{ auth }}>.
    context: { ...context, auth: undefined as unknown as AuthContextValue },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: !server,
    InnerWrap: WithRouterScripts,
    hydrate: (dehydrated: DehydratedQueries) => hydrateServedQueries(context.queryClient, dehydrated),
    ...server,
  });
}

declare module "@tanstack/react-router" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
