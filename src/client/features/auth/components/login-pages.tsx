// The three sign-in screens: candidates (/signin, back to `redirect` once signed in), employers
// (/employers-login) and HR (/hr/signin). The employer screens sign interviewers in too, who land
// on /interviews instead (login-form.tsx).
import { Link, useRouterState } from "@tanstack/react-router";
import { AUTH_VALIDATION } from "../../../../shared/auth";
import { AuthCard, TEXT_LINK_CLASS } from "./auth-card";
import { LoginForm } from "./login-form";

/** Where HR lands after signing in: the HR area. */
export const HR_HOME = "/hr";

export function SignInPage({ redirect }: { redirect?: string }) {
  // Set by the sign-up form on its way here.
  const signedUpEmail = useRouterState({ select: (state) => state.location.state.signedUpEmail });
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to apply for jobs and follow your applications."
      footer={
        <p>
          New here?{" "}
          <Link to="/signup" search={redirect ? { redirect } : {}} className={TEXT_LINK_CLASS}>
            Register for free
          </Link>
        </p>
      }
    >
      <LoginForm
        role="user"
        submitLabel="Sign In"
        requiredMessage={AUTH_VALIDATION.loginFillAll}
        destination={redirect ?? "/"}
        prefillEmail={typeof signedUpEmail === "string" ? signedUpEmail : undefined}
        otherRoleLogin={
          <Link to="/employers-login" className={`${TEXT_LINK_CLASS} underline`}>
            HR and interviewer accounts sign in at Employer Login.
          </Link>
        }
        extra={
          <p className="text-right text-sm">
            <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
              Forgot your password
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}

export function EmployerLoginPage() {
  return (
    <AuthCard title="Employer Login" subtitle="Sign in to manage jobs, enquiries and applicants.">
      <LoginForm
        role="hr"
        submitLabel="Login to Dashboard"
        requiredMessage={AUTH_VALIDATION.employerLoginFillAll}
        destination={HR_HOME}
        extra={
          <p className="text-right text-sm">
            <Link to="/employer-forgot-password" className={TEXT_LINK_CLASS}>
              Forgot your password?
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}

export function HrSignInPage() {
  return (
    <AuthCard title="HR Sign In" subtitle="Sign in with your HR account to open the HR area.">
      <LoginForm role="hr" submitLabel="Sign In" requiredMessage={AUTH_VALIDATION.employerLoginFillAll} destination={HR_HOME} />
    </AuthCard>
  );
}
