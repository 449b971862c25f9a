// Logout (doc 1 §4): tells the server to revoke the session's tokens (best effort, bounded wait),
// clears the stored session and older token keys, and goes to /.
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { flushSync } from "react-dom";
import { trpc } from "../../lib/trpc";
import { useAuth } from "./auth-provider";

/** A slow or unreachable server must not keep the user signed in on this device. */
const SERVER_LOGOUT_TIMEOUT_MS = 3000;

export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const client = trpc.useUtils().client;
  const navigate = useNavigate();

  return useCallback(async () => {
    // Called while the token is still stored: the request carries it.
    await client.auth.logout.mutate(undefined, { signal: AbortSignal.timeout(SERVER_LOGOUT_TIMEOUT_MS) }).catch(() => undefined);
    // Commit the signed-out state before navigating, so route guards read it.
    flushSync(logout);
    await navigate({ to: "/" });
  }, [client, logout, navigate]);
}
