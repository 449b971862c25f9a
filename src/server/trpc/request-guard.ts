// What one /trpc request may carry, checked before anything is parsed or run: at most
// MAX_BATCH_CALLS calls (`/trpc/a,b,c?batch=1`; one small request asking for hundreds of lists made
// the server build megabytes) and a JSON body (tRPC fails on the raw multipart stream with a 500).
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { FastifyInstance, FastifyReply } from "fastify";
import { MAX_BATCH_CALLS } from "../../shared/request-limits.js";
import { appRouter } from "./router.js";

export const TRPC_PREFIX = "/trpc";

export const TOO_MANY_BATCH_CALLS = `Too many calls in one batch: send at most ${MAX_BATCH_CALLS}.`;

export const JSON_ONLY = "Send tRPC calls as JSON.";

const LONGEST_PROCEDURE_PATH = Math.max(...Object.keys(appRouter._def.procedures).map((path) => path.length));

/** The longest path parameter a batch within the cap can have: the longest name, comma-joined. */
export const MAX_BATCH_PATH_LENGTH = MAX_BATCH_CALLS * (LONGEST_PROCEDURE_PATH + 1) - 1;

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The procedure paths a /trpc URL names. The router decodes the path and tRPC decodes it again. */
export function batchPaths(url: string): string[] {
  const queryStart = url.indexOf("?");
  const encodedPath = url.slice(TRPC_PREFIX.length + 1, queryStart === -1 ? undefined : queryStart);
  return decodeOnce(decodeOnce(encodedPath)).split(",");
}

export function batchCallCount(url: string): number {
  return batchPaths(url).length;
}

export function isOversizedBatch(url: string): boolean {
  return url.startsWith(`${TRPC_PREFIX}/`) && batchCallCount(url) > MAX_BATCH_CALLS;
}

/** An answer in tRPC's own error shape, so tRPC clients read the message as usual. */
function sendTrpcError(reply: FastifyReply, status: number, code: TRPC_ERROR_CODE_KEY, message: string): FastifyReply {
  return reply.code(status).send({ error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status } } });
}

export function sendTooManyBatchCalls(reply: FastifyReply): FastifyReply {
  return sendTrpcError(reply, 400, "BAD_REQUEST", TOO_MANY_BATCH_CALLS);
}

/** A root hook, so it also sees batches whose path no route matched. */
export function guardTrpcRequests(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith(`${TRPC_PREFIX}/`)) return;
    if (batchCallCount(request.url) > MAX_BATCH_CALLS) return sendTooManyBatchCalls(reply);
    if (request.headers["content-type"]?.toLowerCase().startsWith("multipart/")) {
      return sendTrpcError(reply, 415, "UNSUPPORTED_MEDIA_TYPE", JSON_ONLY);
    }
  });
}
