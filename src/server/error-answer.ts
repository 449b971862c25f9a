// The answer to a request refused outside a procedure (REST routes' AppErrors, limits, timeouts,
// rate limits, outages, the error handler): tRPC's error shape under /trpc, so tRPC clients read the
// message and `data.reason` as they read any procedure's, and REST's
// `{ "error": "…", "reason": "…" }` everywhere else.
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ErrorReason } from "../shared/error-reasons.js";
import { genericReason, type AppError } from "../infra/errors.js";
import { TRPC_PREFIX } from "./trpc/prefix.js";

const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  408: "TIMEOUT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

function trpcCode(status: number): TRPC_ERROR_CODE_KEY {
  return TRPC_CODE_BY_STATUS[status] ?? (status < 500 ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR");
}

export function isTrpcRequest(request: FastifyRequest): boolean {
  return request.url.startsWith(`${TRPC_PREFIX}/`);
}

type Details = { reason: ErrorReason; field?: string | undefined; retryAfterSeconds?: number | undefined };

function send(request: FastifyRequest, reply: FastifyReply, status: number, message: string, details: Details): FastifyReply {
  reply.code(status);
  const { reason, field, retryAfterSeconds } = details;
  if (!isTrpcRequest(request)) return reply.send({ error: message, field, reason, retryAfterSeconds });
  const code = trpcCode(status);
  return reply.send({
    error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status, reason, retryAfterSeconds } },
  });
}

/** A refusal with no reason of its own: the generic reason of its status. */
export function sendErrorAnswer(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  return send(request, reply, status, message, { reason: genericReason(status) });
}

export function sendAppErrorAnswer(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  return send(request, reply, error.status, error.message, error);
}
