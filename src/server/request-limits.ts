// The bounds every HTTP request is held to: body size, URL and path-parameter length, and how long a
// client may take to send a request or sit idle. Node and Fastify enforce them; docs/decisions/0020-request-limits-and-hostile-clients.md says why.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Env } from "../infra/env.js";
import { MAX_URL_LENGTH } from "../shared/request-limits.js";
import { sendErrorAnswer } from "./error-answer.js";
import { isOversizedBatch, MAX_BATCH_PATH_LENGTH, sendTooManyBatchCalls } from "./trpc/request-guard.js";

/** JSON bodies; the multipart upload routes stream files under their own per-file limit instead. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE = "The request is too large: send at most 1 MB.";

export const REQUEST_CUT_OFF = "The request did not arrive in time.";

export const URL_TOO_LONG = `The address is too long: send at most ${MAX_URL_LENGTH} characters.`;

export const PATH_SEGMENT_TOO_LONG = "A part of the address is too long.";

export const INVALID_URL = "The address is not valid.";

/** A client still sending its headers after this long is cut off (slow-headers attacks). */
export const HEADERS_TIMEOUT_MS = 20_000;

/** A socket with no traffic either way for this long is closed, e.g. a client that stopped reading. */
export const IDLE_SOCKET_TIMEOUT_MS = 60_000;

/** Longer than the proxies' idle timeouts (Caddy, cloud balancers: 60 s), so they close first. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Node looks for timed-out requests at this interval, so a timeout fires up to a quarter late. */
function checkingInterval(requestTimeoutMs: number): number {
  return Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 4)));
}

/**
 * Fastify's answers for URLs its router refuses before any hook runs (a path parameter longer than
 * maxParamLength, a malformed escape), in the app's words instead of the URL echoed back.
 */
function answerRouterRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isOversizedBatch(request.url)) return sendTooManyBatchCalls(request, reply);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return sendErrorAnswer(request, reply, 414, PATH_SEGMENT_TOO_LONG);
  return sendErrorAnswer(request, reply, 400, INVALID_URL);
}

export function requestLimitOptions(env: Pick<Env, "REQUEST_TIMEOUT_MS">) {
  const requestTimeout = env.REQUEST_TIMEOUT_MS;
  return {
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: MAX_BATCH_PATH_LENGTH },
    frameworkErrors: answerRouterRefusal,
    requestTimeout,
    connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      requestTimeout,
      connectionsCheckingInterval: checkingInterval(requestTimeout),
    },
  };
}

export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) return sendErrorAnswer(request, reply, 414, URL_TOO_LONG);
  });
}
