// Logout (doc 1 §4): tells the server to end this device's session (best effort, bounded wait; the
// user's other devices stay signed in), clears the stored session and older token keys, and goes
// to `to` (/ by default; the profile's Sign Out goes to /signin, as the spec's profile did).
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { flushSync } from "react-dom";
import { trpc } from "../../../lib/trpc";
import { useAuth } from "../auth-provider";

/** A slow or unreachable server must not keep the user signed in on this device. */
const SERVER_LOGOUT_TIMEOUT_MS = 3000;

export function useLogout(): (to?: "/" | "/signin") => Promise<void> {
  const { logout } = useAuth();
  const client = trpc.useUtils().client;
  const navigate = useNavigate();

  return useCallback(
    async (to = "/") => {
      // Called while the token is still stored: the request carries it.
      await client.auth.logout.mutate(undefined, { signal: AbortSignal.timeout(SERVER_LOGOUT_TIMEOUT_MS) }).catch(() => undefined);
      // Commit the signed-out state before navigating, so route guards read it.
      flushSync(logout);
      await navigate({ to });
    },
    [client, logout, navigate],
  );
}
