// The /signup screen; `redirect` is carried on to sign-in.
import { Link } from "@tanstack/react-router";
import { AuthCard, TEXT_LINK_CLASS } from "./auth-card";
import { SignupForm } from "./signup-form";

export function SignupPage({ redirect }: { redirect?: string }) {
  return (
    <AuthCard
      title="Create your account"
      subtitle="We will e-mail you a 6-digit code to verify your address."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/signin" search={redirect ? { redirect } : {}} className={TEXT_LINK_CLASS}>
            Sign in
          </Link>
        </p>
      }
    >
      <SignupForm redirect={redirect} />
    </AuthCard>
  );
}
