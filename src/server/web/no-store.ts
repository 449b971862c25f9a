// `Cache-Control: no-store` on every answer that belongs to one person: any request carrying
// credentials (a Bearer token on tRPC or a guarded REST scope, Basic auth on the dashboards) and the
// account doors that hand out a token or code (sign-in, sign-up, reset), so no browser or proxy cache
// keeps them. An answer that set its own policy keeps it: the public job reads' `no-cache` with an
// ETag stays revalidatable, even when a signed-in client's tRPC link sends its token along.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { batchPaths } from "../trpc/request-guard.js";
import { TRPC_PREFIX } from "../trpc/prefix.js";

const REST_ACCOUNT_PREFIX = "/api/auth/";
const TRPC_ACCOUNT_ROUTER = "auth.";

function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  if (request.url.startsWith(REST_ACCOUNT_PREFIX)) return true;
  return request.url.startsWith(`${TRPC_PREFIX}/`) && batchPaths(request.url).some((path) => path.startsWith(TRPC_ACCOUNT_ROUTER));
}

export function registerNoStoreForPersonalAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("cache-control") && isPersonal(request)) reply.header("cache-control", "no-store");
  });
}
