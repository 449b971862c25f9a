// Tells a backing service that does not answer (Postgres, Redis) from a bug: an outage is a 503
// the caller may retry, never a 500 with the driver's text (which names hosts and source lines).
export const SERVICE_UNAVAILABLE = "The service is unavailable. Please try again in a moment.";

/** Prisma's codes for a database it cannot reach, that timed out or closed on it. */
const PRISMA_OUTAGE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/** What the pg driver adapter calls the same (in `meta.driverAdapterError.cause.kind`). */
const ADAPTER_OUTAGE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const SOCKET_OUTAGE_CODES = new Set(["ECONNREFUSED", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** Postgres shutting down (admin or crash) or still starting up: pg's `code`, the adapter's `originalCode`. */
const PG_OUTAGE_SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
/** pg and ioredis say it in words only. */
const OUTAGE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Connection is closed/i,
  /enableOfflineQueue options is false/i,
  /Reached the max retries per request limit/i,
];

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; meta?: unknown; errors?: unknown };

function isOutageItself(error: ErrorLike): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (PRISMA_OUTAGE_CODES.has(code) || SOCKET_OUTAGE_CODES.has(code) || PG_OUTAGE_SQLSTATES.has(code)) return true;
  if (error.name === "PrismaClientInitializationError" || error.name === "MaxRetriesPerRequestError") return true;
  const cause = (error.meta as { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } } | undefined)
    ?.driverAdapterError?.cause;
  if (typeof cause?.kind === "string" && ADAPTER_OUTAGE_KINDS.has(cause.kind)) return true;
  if (typeof cause?.originalCode === "string" && PG_OUTAGE_SQLSTATES.has(cause.originalCode)) return true;
  const message = typeof error.message === "string" ? error.message : "";
  return OUTAGE_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when the error, or one it wraps (cause, AggregateError), says a backing service is down. */
export function isOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const candidate = error as ErrorLike;
  if (isOutageItself(candidate)) return true;
  const wrapped = Array.isArray(candidate.errors) ? candidate.errors : [];
  return [candidate.cause, ...wrapped].some((inner) => isOutage(inner, depth + 1));
}
