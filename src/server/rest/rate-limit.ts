// @fastify/rate-limit on Redis, off by default (`global: false`): a route opts in with
// `config: { rateLimit }`. It runs before validation, so it also caps floods of malformed requests.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.js";

/** Per client IP and per route: a flood guard in front of the auth paths. */
export const AUTH_ROUTE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export async function registerRateLimit(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: `${deps.env.QUEUE_PREFIX}:rate-limit:`,
    // Redis down: serve the request rather than fail every auth path; see docs/decisions.md.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: context.statusCode }),
  });
}
