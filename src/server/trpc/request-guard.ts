// What one /trpc request may carry, checked before anything is parsed or run: at most
// MAX_BATCH_CALLS calls (`/trpc/a,b,c?batch=1`; one small request asking for hundreds of lists made
// the server build megabytes) and a JSON body (tRPC fails on the raw multipart stream with a 500).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MAX_BATCH_CALLS } from "../../shared/request-limits.js";
import { sendErrorAnswer } from "../error-answer.js";
import { TRPC_PREFIX } from "./prefix.js";
import { appRouter } from "./router.js";

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

export function sendTooManyBatchCalls(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendErrorAnswer(request, reply, 400, TOO_MANY_BATCH_CALLS);
}

/** A root hook, so it also sees batches whose path no route matched. */
export function guardTrpcRequests(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith(`${TRPC_PREFIX}/`)) return;
    if (batchCallCount(request.url) > MAX_BATCH_CALLS) return sendTooManyBatchCalls(request, reply);
    if (request.headers["content-type"]?.toLowerCase().startsWith("multipart/")) {
      return sendErrorAnswer(request, reply, 415, JSON_ONLY);
    }
  });
}
