// Why an action needs an account, shown where it was pressed: the message, then the sign-in page
// after the spec's login-required banner time (1.5 s), with links to go at once. Both carry
// `redirect`, so the user comes back to what they were doing.
import { Link, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { LOGIN_BANNER_MS } from "../../../../shared/login-banner";
import { cx } from "../../../lib/cx";
import { useAuth } from "../auth-provider";
import { TEXT_LINK_CLASS } from "./auth-card";

type SignInPromptProps = { message: string; redirect: string; className?: string };

export function SignInPrompt({ message, redirect, className }: SignInPromptProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: "/signin", search: { redirect } }), LOGIN_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, redirect]);
  return (
    <div
      role="alert"
      className={cx(
        "rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-300 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/40",
        className,
      )}
    >
      <p className="font-medium">{message}</p>
      <p className="mt-1">
        <Link to="/signin" search={{ redirect }} className={TEXT_LINK_CLASS}>
          Go to Login
        </Link>
        {" or "}
        <Link to="/signup" search={{ redirect }} className={TEXT_LINK_CLASS}>
          create an account
        </Link>
      </p>
    </div>
  );
}

/**
 * `guard(action, redirect)` runs `action` for a signed-in user; signed out it shows `message`
 * (render `prompt` where it belongs) and then takes the user to sign in, and back to `redirect`.
 */
export function useSignInGate(
  message: string,
  className?: string,
): { guard: (action: () => void, redirect: string) => void; prompt: ReactNode } {
  const { isAuthenticated } = useAuth();
  const [redirect, setRedirect] = useState<string>();
  const guard = useCallback(
    (action: () => void, target: string) => {
      if (isAuthenticated) action();
      else setRedirect(target);
    },
    [isAuthenticated],
  );
  return { guard, prompt: redirect && <SignInPrompt message={message} redirect={redirect} className={className} /> };
}
