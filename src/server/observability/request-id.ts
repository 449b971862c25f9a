// The id of an HTTP request: the caller's x-request-id when it is a sane token (so a proxy's or a
// client's id follows the request into our logs), otherwise a fresh UUID.
import crypto from "node:crypto";
import { REQUEST_ID_PATTERN } from "../../shared/request-id.js";

export const REQUEST_ID_HEADER = "x-request-id";

/** The incoming header if it may be used as an id as it is; undefined otherwise (repeated, too long, odd characters). */
export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === "string" && REQUEST_ID_PATTERN.test(header) ? header : undefined;
}

export function requestIdFor(header: string | string[] | undefined): string {
  return acceptedRequestId(header) ?? crypto.randomUUID();
}
