// Where tRPC is mounted; the hooks that look at tRPC requests before tRPC does match on it.
export const TRPC_PREFIX = "/trpc";
