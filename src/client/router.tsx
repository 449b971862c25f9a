// The router, with `{ queryClient, trpc }` in its context so loaders can prefetch tRPC queries.
import { createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { QueryUtils } from "./lib/trpc";
import { routeTree } from "./route-tree.gen";

export type RouterContext = {
  queryClient: QueryClient;
  trpc: QueryUtils;
};

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
