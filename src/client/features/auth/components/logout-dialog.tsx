// The logout confirmation: "Confirm Logout" / "Are you sure you want to logout?" with
// "Yes, Logout" and "Cancel" (Cancel, Escape or a press outside only close it).
import { useState } from "react";
import { useLogout } from "../api/use-logout";
import { AuthDialog } from "./auth-dialog";
import { Button } from "../../../components/ui/button";

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
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        Cancel
      </Button>
      <Button onClick={confirm} disabled={busy}>
        {busy ? "Logging out..." : "Yes, Logout"}
      </Button>
    </AuthDialog>
  );
}
