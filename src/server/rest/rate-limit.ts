// @fastify/rate-limit on Redis, off by default (`global: false`): a route opts in with
// `config: { rateLimit }`. It runs before validation, so it also caps floods of malformed requests.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Env } from "../../infra/env.js";
import type { Deps } from "../deps.js";
import { AppError } from "../../infra/errors.js";
import { TRPC_PREFIX } from "../trpc/prefix.js";
import { batchPaths } from "../trpc/request-guard.js";
import { rateLimitKey } from "./rate-limit-key.js";

/** Per client IP and per route: a flood guard in front of the auth paths. */
export const AUTH_ROUTE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The tRPC procedures behind the public job board, held to PUBLIC_READ_RATE_LIMIT like their REST paths. */
const PUBLIC_READ_PROCEDURES = new Set(["jobs.list", "jobs.byId"]);

/**
 * Per client IP and per route: generous enough for any visitor (the board loads the list once a
 * visit), so only a client hammering the public reads meets it. Undefined when turned off.
 */
export function publicReadRateLimit(env: Pick<Env, "PUBLIC_READ_RATE_LIMIT">) {
  return env.PUBLIC_READ_RATE_LIMIT > 0 ? { max: env.PUBLIC_READ_RATE_LIMIT, timeWindow: 60_000 } : undefined;
}

/**
 * tRPC serves every procedure from one route that takes no route options, so the limit is put on
 * it as it is added, and only counts requests calling a public job read.
 */
function limitPublicTrpcReads(app: FastifyInstance, env: Env): void {
  const limit = publicReadRateLimit(env);
  if (!limit) return;
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(`${TRPC_PREFIX}/`)) return;
    const allowList = (request: { url: string }) => !batchPaths(request.url).some((path) => PUBLIC_READ_PROCEDURES.has(path));
    route.config = { ...route.config, rateLimit: { ...limit, allowList } };
  });
}

/** Before the tRPC plugin, so the limiter's onRoute hook sees the tRPC route. */
export async function registerRateLimit(app: FastifyInstance, deps: Deps): Promise<void> {
  limitPublicTrpcReads(app, deps.env);
  await app.register(fastifyRateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: `${deps.env.QUEUE_PREFIX}:rate-limit:`,
    // Redis down: serve the request rather than fail every auth path; see docs/decisions.md.
    skipOnError: true,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      new AppError("TOO_MANY_REQUESTS", `Too many requests. Please try again in ${context.after}.`, { reason: "RATE_LIMITED" }),
  });
}
