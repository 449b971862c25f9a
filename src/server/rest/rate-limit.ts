// @fastify/rate-limit, off by default (`global: false`): a route opts in with `config: { rateLimit }`.
// It runs before validation, so it also caps floods of malformed requests. The plugin keeps what it
// is good at (route options, the X-RateLimit and Retry-After headers, the 429 answer); the counting
// is HTTP_ROUTE_POLICY's on the app's one Redis counter (limits/redis-counter.ts), so these limits
// share the other limits' script, time budget, key parts and Redis-down rule (fail open).
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Env } from "../../infra/env.js";
import type { Deps } from "../deps.js";
import { AppError } from "../../infra/errors.js";
import { rateLimitKey } from "../limits/key-parts.js";
import { HTTP_ROUTE_POLICY } from "../limits/policies.js";
import { counterOf, takeAllowance } from "../limits/redis-counter.js";
import { TRPC_PREFIX } from "../trpc/prefix.js";
import { batchPaths } from "../trpc/request-guard.js";

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

type CountResult = { current: number; ttl: number };

/** One request of `client` on `route`, as the plugin's store reports it: a refused one is over `max`. */
async function countRequest(deps: Deps, route: string, client: string, timeWindow: number, max: number): Promise<CountResult> {
  const counter = counterOf(deps.env, HTTP_ROUTE_POLICY, "route", { route, client }, { limit: max, windowMs: timeWindow });
  const allowance = await takeAllowance(deps, HTTP_ROUTE_POLICY, [counter]);
  if (!allowance.granted) return { current: max + 1, ttl: allowance.waitMs };
  // Redis down: nothing counted, as the plugin's own skipOnError would report it.
  const [state] = allowance.counters;
  return { current: state?.count ?? 0, ttl: state?.resetInMs ?? 0 };
}

/** The plugin's store (its contract: `incr` and `child`), one per limited route. */
function routeLimitStore(deps: Deps): FastifyRateLimitStoreCtor {
  return class RouteLimitStore implements FastifyRateLimitStore {
    readonly route: string;

    constructor(_options: unknown, route = "") {
      this.route = route;
    }

    incr(client: string, callback: (error: Error | null, result?: CountResult) => void, timeWindow: number, max: number): void {
      countRequest(deps, this.route, client, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes its merged route options, the route under `routeInfo` (its own types say otherwise).
    child(options: object): FastifyRateLimitStore {
      const { method, url } = (options as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      return new RouteLimitStore(undefined, `${String(method)}${url}`);
    }
  };
}

/** Before the tRPC plugin, so the limiter's onRoute hook sees the tRPC route. */
export async function registerRateLimit(app: FastifyInstance, deps: Deps): Promise<void> {
  limitPublicTrpcReads(app, deps.env);
  await app.register(fastifyRateLimit, {
    global: false,
    store: routeLimitStore(deps),
    // The store fails open itself (HTTP_ROUTE_POLICY); this covers anything else it could throw.
    skipOnError: true,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      new AppError("TOO_MANY_REQUESTS", `Too many requests. Please try again in ${context.after}.`, { reason: "RATE_LIMITED" }),
  });
}
