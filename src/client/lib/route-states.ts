// The pending and error screens of the signed-in routes (the HR area, the account pages). Set per
// route rather than as router defaults: a default pending component wraps every match in its own
// Suspense boundary, so a server-rendered public page would hydrate its header apart from the page
// (see routes/_site.tsx).
import { RouteError } from "../components/route-error";
import { RoutePending } from "../components/route-pending";

export const SIGNED_IN_ROUTE_STATES = {
  pendingComponent: RoutePending,
  // Shown once a load takes longer than this, so the old page never stays usable under the new URL;
  pendingMs: 150,
  // then kept at least this long, so it does not flash.
  pendingMinMs: 400,
  errorComponent: RouteError,
};
