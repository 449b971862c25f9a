// The `redirect` search parameter of /signin and /signup: where to go once signed in. Anything but
// a same-origin path is dropped (src/shared/redirect-path.ts), so a link cannot send anyone away.
import { safeRedirectPath } from "../../../shared/redirect-path";

export type RedirectSearch = { redirect?: string };

export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  const redirect = safeRedirectPath(search.redirect);
  return redirect ? { redirect } : {};
}

/**
 * The target to use, checked again where it is used: a route's `search` also carries the raw
 * parameters of its parents (the root validates none), so a dropped value can still be there.
 */
export function redirectTarget(search: { redirect?: unknown }): string | undefined {
  return safeRedirectPath(search.redirect);
}
