// /profile: the signed-in user's own account (and a candidate's details), read from the server.
// Signed out: sign in first, then back here.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../lib/route-states";
import { accountQuery } from "../features/profile/api/account";
import { candidateDetailsQuery } from "../features/profile/api/candidate-details";
import { ProfileLoadError, ProfilePage } from "../features/profile/components/profile-page";

export const Route = createFileRoute("/_site/profile")({
  beforeLoad: ({ context }) => {
    if (!context.auth.isAuthenticated) throw redirect({ to: "/signin", search: { redirect: "/profile" } });
  },
  ...SIGNED_IN_ROUTE_STATES,
  // Always from the server (stale at once), so the page never shows an earlier session's account;
  // a candidate's application details alongside.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.fetchQuery({ ...accountQuery(context.trpc), staleTime: 0 }),
      context.auth.user?.role === "user"
        ? context.queryClient.fetchQuery({ ...candidateDetailsQuery(context.trpc), staleTime: 0 })
        : undefined,
    ]),
  component: ProfilePage,
  errorComponent: ProfileLoadError,
});
