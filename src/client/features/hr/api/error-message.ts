// What to tell HR when a call fails: the server's own message for a refused request (4xx), else
// the screen's fallback text (server faults and network errors have nothing useful to show).
import { TRPCClientError } from "@trpc/client";

export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "httpStatus" in data && typeof data.httpStatus === "number"
    ? data.httpStatus
    : undefined;
}

export function isRefusal(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

export function serverMessage(error: unknown, fallback: string): string {
  return isRefusal(error) && error instanceof Error && error.message ? error.message : fallback;
}

/** The server's message for one input field of a refused call (the tRPC error's fieldErrors), if any. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("fieldErrors" in data)) return undefined;
  const fieldErrors = data.fieldErrors as Record<string, string[] | undefined> | null;
  return fieldErrors?.[field]?.[0];
}
