// The operator's sign-in, shared by the web server's guarded pages and the worker's metrics port:
// the user name, and a comparison of secrets whose time says nothing about where they differ.
import crypto from "node:crypto";

export const OPERATOR_USERNAME = "operator";

export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
