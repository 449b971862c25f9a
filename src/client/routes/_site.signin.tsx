// /signin: candidate login. Signed-in visitors go on to the redirect target or / (doc 1 §2).
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignInPage } from "../features/auth/components/login-pages";
import { redirectTarget, validateRedirectSearch } from "../features/auth/redirect-search";

export const Route = createFileRoute("/_site/signin")({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated) throw redirect({ href: redirectTarget(search) ?? "/" });
  },
  component: function SignInRoute() {
    return <SignInPage redirect={redirectTarget(Route.useSearch())} />;
  },
});
