// /signin: candidate login. Signed-in visitors go to / (doc 1 §2).
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignInPage } from "../features/auth/components/login-pages";

export const Route = createFileRoute("/signin")({
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated) throw redirect({ to: "/" });
  },
  component: SignInPage,
});
