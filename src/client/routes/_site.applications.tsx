// /applications ("Tracking Application"): the signed-in candidate's own applications, read from the
// server. Signed out: sign in first, then back here. HR accounts have no applications: they go to /,
// as other pages of the wrong role do.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../lib/route-states";
import { myApplicationsQuery } from "../features/applications/api/my-applications";
import { ApplicationsLoadError, ApplicationsPage } from "../features/applications/components/applications-page";

/** ?book=<offerId>: the offer mail's link, whose offer the page scrolls to and highlights. */
type ApplicationsSearch = { book?: number };

export const Route = createFileRoute("/_site/applications")({
  validateSearch: (search: Record<string, unknown>): ApplicationsSearch => {
    const book = Number(search.book);
    return Number.isInteger(book) && book > 0 ? { book } : {};
  },
  beforeLoad: ({ context, search }) => {
    if (!context.auth.isAuthenticated)
      throw redirect({ to: "/signin", search: { redirect: search.book ? `/applications?book=${search.book}` : "/applications" } });
    if (context.auth.user?.role !== "user") throw redirect({ to: "/" });
  },
  ...SIGNED_IN_ROUTE_STATES,
  // Always from the server (stale at once), so the page never shows an earlier session's applications.
  loader: ({ context }) => context.queryClient.fetchQuery({ ...myApplicationsQuery(context.trpc), staleTime: 0 }),
  component: ApplicationsPage,
  errorComponent: ApplicationsLoadError,
});
