// The one error type services throw. Its code decides the HTTP status in exactly two places:
// the tRPC error formatter (trpc/init.ts) and the Fastify error handler (app.ts).
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** The input field a BAD_REQUEST is about, when there is one (REST answers name it). */
  readonly field: string | undefined;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown; field?: string }) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
    this.field = options?.field;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
