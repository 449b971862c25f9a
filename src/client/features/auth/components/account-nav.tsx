// The account part of the desktop navigation bar (doc 1 §2): Login / Register / Employer Login
// when signed out; the badge with its dropdown for users; for HR a plain name badge, a link back to
// the HR area and Logout.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useHydrated } from "../../../hooks/use-hydrated";
import { STAFF_AREA, staffHome } from "../../../../shared/staff";
import { useAuth } from "../auth-provider";
import { InitialsAvatar } from "./account-badge";
import { AccountMenu } from "./account-menu";
import { LogoutDialog } from "./logout-dialog";
import { Button } from "../../../components/ui/button";

export const NAV_BUTTON = {
  plain:
    "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800",
  primary:
    "rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
  outline:
    "rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300 dark:ring-indigo-400 dark:hover:bg-slate-800",
} as const;

export function AccountNav() {
  const { user: storedUser } = useAuth();
  // Server-rendered pages arrive signed out; the account shows once hydrated.
  const user = useHydrated() ? storedUser : null;
  const [confirming, setConfirming] = useState(false);

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/signin" className={NAV_BUTTON.plain}>
          Login
        </Link>
        <Link to="/signup" className={NAV_BUTTON.primary}>
          Register
        </Link>
        <Link to="/employers-login" className={NAV_BUTTON.outline}>
          Employer Login
        </Link>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2">
      {user.role === "hr" || user.role === "interviewer" ? (
        <>
          <span className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 dark:text-slate-100 dark:ring-slate-700">
            <InitialsAvatar name={user.name} />
            <span className="max-w-32 truncate">{user.name}</span>
          </span>
          <Link to={staffHome(user.role)} className={NAV_BUTTON.outline}>
            {STAFF_AREA[user.role]}
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Logout
          </Button>
        </>
      ) : (
        <AccountMenu user={user} onLogout={() => setConfirming(true)} />
      )}
      <LogoutDialog open={confirming} onOpenChange={setConfirming} />
    </div>
  );
}
