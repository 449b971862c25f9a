// The tRPC client for React: hooks for components, query utils for route loaders.
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "../../server/trpc/router";
import { MAX_BATCH_CALLS, MAX_URL_LENGTH } from "../../shared/request-limits";
import { storedToken } from "./stored-auth";
import { sessionRejectionLink } from "./session-rejection";

export const trpc = createTRPCReact<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      sessionRejectionLink,
      httpBatchLink({
        url: "/trpc",
        // The server refuses bigger batches and longer URLs; the link splits its batches to fit.
        maxItems: MAX_BATCH_CALLS,
        maxURLLength: MAX_URL_LENGTH,
        headers() {
          const token = storedToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createQueryUtils(queryClient: QueryClient, client: ApiClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type QueryUtils = ReturnType<typeof createQueryUtils>;
