// The logout confirmation: "Confirm Logout" / "Are you sure you want to logout?" with
// "Yes, Logout" and "Cancel" (Cancel, Escape or a press outside only close it).
import { useState } from "react";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "../../../components/button-styles";
import { useLogout } from "../use-logout";
import { AuthDialog } from "./auth-dialog";

type LogoutDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function LogoutDialog({ open, onOpenChange }: LogoutDialogProps) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }

  return (
    <AuthDialog open={open} onOpenChange={onOpenChange} title="Confirm Logout" description="Are you sure you want to logout?">
      <button type="button" onClick={() => onOpenChange(false)} className={BUTTON_SECONDARY}>
        Cancel
      </button>
      <button type="button" onClick={confirm} disabled={busy} className={BUTTON_PRIMARY}>
        {busy ? "Logging out..." : "Yes, Logout"}
      </button>
    </AuthDialog>
  );
}
