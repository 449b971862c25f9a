// Answers a cached, already serialized value: its ETag, `Cache-Control: no-cache` (the client
// revalidates each time) and a 304 with no body when the client holds the same version.
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CachedAnswer } from "../services/jobs/public-jobs-cache.js";

/** If-None-Match may list several tags, or be weak (`W/"…"`) after a proxy compressed the body. */
export function holdsVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** The OpenAPI description of the 304 answer (no body). */
export const NOT_MODIFIED = z.null().describe("Not modified: If-None-Match holds the current ETag; no body.");

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<unknown>): FastifyReply {
  reply.header("etag", answer.etag).header("cache-control", "no-cache");
  if (holdsVersion(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as it is: no serializer, no response validation.
  return reply.type("application/json; charset=utf-8").send(answer.json);
}
