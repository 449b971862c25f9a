// Reads the machine reason off a refused call (src/shared/error-reasons.ts), so the client branches
// on it and never on the server's message text.
import { TRPCClientError } from "@trpc/client";
import { isErrorReason, type ErrorReason } from "../../shared/error-reasons";

function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;
}

/** One field of a failed tRPC call's error data (`reason`, `httpStatus`, `fieldErrors`…); undefined when no answer came. */
export function errorDataField(error: unknown, name: string): unknown {
  return error instanceof TRPCClientError ? field(error.data, name) : undefined;
}

/** A REST error body's reason: `{ "error": "…", "reason": "ALREADY_APPLIED" }`. */
export function bodyReason(body: unknown): ErrorReason | undefined {
  const reason = field(body, "reason");
  return isErrorReason(reason) ? reason : undefined;
}

/** A failed tRPC call's reason (its error shape's `data.reason`); undefined when no answer came. */
export function errorReason(error: unknown): ErrorReason | undefined {
  const reason = errorDataField(error, "reason");
  return isErrorReason(reason) ? reason : undefined;
}

/** How many seconds a failed tRPC call says to wait before trying again, when it says so. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const seconds = errorDataField(error, "retryAfterSeconds");
  return typeof seconds === "number" ? seconds : undefined;
}
