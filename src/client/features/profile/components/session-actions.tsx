// Sign Out ends this device's session (the spec's profile Sign Out: toast, then /signin); Sign out
// everywhere, after a confirmation, ends every session of the account, this one included.
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { flushSync } from "react-dom";
import { ACCOUNT_TEXTS } from "../../../../shared/account";
import { toast } from "../../../lib/toast";
import { useSignOutEverywhere } from "../api/account";
import { AuthDialog, FormAlert, rawAuthError, useAuth, useLogout } from "../../auth/public";
import { Button } from "../../../components/ui/button";

const SIGNED_OUT = "Signed out successfully!";
const EVERYWHERE_FAILED = "You could not be signed out everywhere. Please try again.";

export function SessionActions() {
  const logout = useLogout();
  const { logout: clearSession } = useAuth();
  const everywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await logout("/signin");
    toast.success(SIGNED_OUT);
  }

  async function signOutEverywhere() {
    setError(undefined);
    try {
      await everywhere.mutateAsync();
    } catch (failure) {
      setConfirming(false);
      setError(rawAuthError(failure, EVERYWHERE_FAILED));
      return;
    }
    // Commit the signed-out state before navigating, so route guards read it.
    flushSync(clearSession);
    toast.success(ACCOUNT_TEXTS.signedOutEverywhere);
    await navigate({ to: "/signin" });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Sign Out ends your session on this device only. Sign out everywhere also ends it on every other device signed in to this account.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={signOut} disabled={signingOut}>
          {signingOut ? "Signing out..." : "Sign Out"}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </div>
      <FormAlert message={error} />
      <AuthDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="This ends your session on every device signed in to this account, this one included."
      >
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
        <Button onClick={signOutEverywhere} disabled={everywhere.isPending}>
          {everywhere.isPending ? "Signing out..." : "Yes, sign out everywhere"}
        </Button>
      </AuthDialog>
    </div>
  );
}
