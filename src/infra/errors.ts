// The one error type services throw: its code gives the HTTP status, its reason what a client may
// act on (src/shared/error-reasons.ts). Two places turn it into an answer: for tRPC procedures,
// trpc/init.ts (the mapAppErrors middleware rethrows it as the TRPCError of the same code, whose
// status tRPC sets; the error formatter adds the reason), and for everything else the Fastify error
// handler in app.ts (through error-answer.ts).
import type { ErrorReason } from "../shared/error-reasons.js";

export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

const GENERIC_REASON_BY_STATUS: Partial<Record<number, ErrorReason>> = {
  400: "VALIDATION",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  408: "TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "RATE_LIMITED",
  503: "SERVICE_UNAVAILABLE",
};

/** The reason of a refusal with nothing more specific to say, by its HTTP status. */
export function genericReason(status: number): ErrorReason {
  return GENERIC_REASON_BY_STATUS[status] ?? (status < 500 ? "VALIDATION" : "INTERNAL");
}

export type AppErrorOptions = {
  cause?: unknown;
  /** What a client may act on; the code's generic reason when the refusal has no specific one. */
  reason?: ErrorReason;
  /** The input field a BAD_REQUEST is about, when there is one (REST answers name it). */
  field?: string;
  /** When the same call may succeed again, for a refusal that a form counts down. */
  retryAfterSeconds?: number;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: ErrorReason;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.name = "AppError";
    this.code = code;
    this.reason = options.reason ?? genericReason(APP_ERROR_STATUS[code]);
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
