// Ends a session the server rejected (see session-rejection.ts): signs out on this device, says
// why, and opens the sign-in page of the user's role. Rendered once, in the root route.
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { flushSync } from "react-dom";
import { toast } from "../../../lib/toast";
import { SESSION_ENDED } from "../../../../shared/session";
import { isStaff } from "../../../../shared/staff";
import { useAuth } from "../auth-provider";
import { onSessionRejected } from "../../../lib/session-rejection";

export function SessionExpiryHandler() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  // HR and interviewers sign in on the employer side.
  const staff = user ? isStaff(user) : false;

  useEffect(
    () =>
      onSessionRejected(() => {
        // Commit the signed-out state before navigating, so route guards read it.
        flushSync(logout);
        toast.error(SESSION_ENDED);
        void navigate({ to: staff ? "/hr/signin" : "/signin" });
      }),
    [staff, logout, navigate],
  );
  return null;
}
