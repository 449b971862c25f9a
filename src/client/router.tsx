// The router, with `{ queryClient, trpc, auth }` in its context so loaders can prefetch tRPC queries.
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { AuthContextValue } from "./features/auth/auth-provider";
import type { QueryUtils } from "./lib/trpc";
import { routeTree } from "./route-tree.gen";

export type RouterContext = {
  queryClient: QueryClient;
  trpc: QueryUtils;
  /** The live auth state, passed in by <App> so guards in beforeLoad can read it. */
  auth: AuthContextValue;
};

/** On the server: a memory history, and no scroll restoration (it would add an inline script). */
type ServerOptions = { history: RouterHistory; isServer: true };

export function createAppRouter(context: Omit<RouterContext, "auth">, server?: ServerOptions) {
  return createRouter({
    routeTree,
    // `auth` is supplied on every render by <RouterProvider context={{ auth }}>.
    context: { ...context, auth: undefined as unknown as AuthContextValue },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: !server,
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
