// /profile: the signed-in user's own account, read from the server. Signed out: sign in first,
// then back here.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { ProfilePage } from "../features/profile/components/profile-page";

export const Route = createFileRoute("/_site/profile")({
  beforeLoad: ({ context }) => {
    if (!context.auth.isAuthenticated) throw redirect({ to: "/signin", search: { redirect: "/profile" } });
  },
  component: ProfilePage,
});
