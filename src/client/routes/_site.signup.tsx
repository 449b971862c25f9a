// /signup: registration with an e-mailed code. Signed-in visitors go on to the redirect target or /.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignupPage } from "../features/auth/components/signup-page";
import { redirectTarget, validateRedirectSearch } from "../features/auth/redirect-search";

export const Route = createFileRoute("/_site/signup")({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated) throw redirect({ href: redirectTarget(search) ?? "/" });
  },
  component: function SignupRoute() {
    return <SignupPage redirect={redirectTarget(Route.useSearch())} />;
  },
});
