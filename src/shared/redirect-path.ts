// Where to send someone after they sign in or sign up: a path of this site, never another origin.
// The `redirect` search parameter of /signin and /signup is read only through this.

export const REDIRECT_PATH_MAX_LENGTH = 2000;

const BASE = "http://same-origin.invalid";

/**
 * `value` when it is a same-origin path ("/apply-job", "/#contact"), else undefined: it must start
 * with one "/", and "//host", backslashes (browsers read "/\host" as "//host"), control characters
 * (dropped from URLs, so "/\t/host" is "//host") and anything a URL parser resolves elsewhere are
 * refused.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > REDIRECT_PATH_MAX_LENGTH) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  try {
    return new URL(value, BASE).origin === BASE ? value : undefined;
  } catch {
    return undefined;
  }
}
