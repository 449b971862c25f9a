// What to tell the user when a call fails (HR's screens, the interview slots a candidate books):
// the server's own message for a refused request (4xx), else the screen's fallback text (server
// faults and network errors have nothing useful to show).
import { errorDataField } from "./error-reason";

export function httpStatusOf(error: unknown): number | undefined {
  const status = errorDataField(error, "httpStatus");
  return typeof status === "number" ? status : undefined;
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
  const fieldErrors = errorDataField(error, "fieldErrors") as Record<string, string[] | undefined> | null | undefined;
  return fieldErrors?.[field]?.[0];
}
