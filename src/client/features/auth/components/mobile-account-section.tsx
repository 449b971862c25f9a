// The account part of the mobile menu panel: Login, Register and Employer Login when signed out;
// signed in, the user's name and e-mail with My Profile and Tracking Application (HR: the name with
// HR Area) and Logout.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { flushSync } from "react-dom";
import { cx } from "../../../lib/cx";
import { useHydrated } from "../../../hooks/use-hydrated";
import { STAFF_AREA, staffHome } from "../../../../shared/staff";
import { useAuth } from "../auth-provider";
import { InitialsAvatar } from "./account-badge";
import { NAV_BUTTON } from "./account-nav";
import { LogoutDialog } from "./logout-dialog";
import { Button } from "../../../components/ui/button";

type MobileAccountSectionProps = { onNavigate?: () => void };

export function MobileAccountSection({ onNavigate }: MobileAccountSectionProps) {
  const { user: storedUser } = useAuth();
  // Server-rendered pages arrive signed out; the account shows once hydrated.
  const user = useHydrated() ? storedUser : null;
  const [confirming, setConfirming] = useState(false);

  if (!user) {
    return (
      <div className="flex flex-col gap-2">
        <Link to="/signin" onClick={onNavigate} className={cx(NAV_BUTTON.outline, "py-2.5 text-center text-base")}>
          Login
        </Link>
        <Link to="/signup" onClick={onNavigate} className={cx(NAV_BUTTON.primary, "py-2.5 text-center text-base")}>
          Register
        </Link>
        <Link to="/employers-login" onClick={onNavigate} className={cx(NAV_BUTTON.plain, "py-2.5 text-center text-base")}>
          Employer Login
        </Link>
      </div>
    );
  }

  function askToLogout() {
    // The mobile panel is a modal <dialog>: the page outside it (where the confirmation opens)
    // stays inert until the panel has closed, so close it first.
    flushSync(() => onNavigate?.());
    setConfirming(true);
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 px-1">
        <InitialsAvatar name={user.name} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name}</p>
          {user.role === "user" && <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>}
        </div>
      </div>
      {user.role === "hr" || user.role === "interviewer" ? (
        <Link to={staffHome(user.role)} onClick={onNavigate} className={cx(NAV_BUTTON.primary, "block py-2.5 text-center text-base")}>
          {STAFF_AREA[user.role]}
        </Link>
      ) : (
        <>
          <Link to="/profile" onClick={onNavigate} className={cx(NAV_BUTTON.primary, "block py-2.5 text-center text-base")}>
            My Profile
          </Link>
          <Link to="/applications" onClick={onNavigate} className={cx(NAV_BUTTON.outline, "block py-2.5 text-center text-base")}>
            Tracking Application
          </Link>
        </>
      )}
      <Button variant="secondary" onClick={askToLogout} className="w-full">
        Logout
      </Button>
      <LogoutDialog open={confirming} onOpenChange={setConfirming} />
    </div>
  );
}
