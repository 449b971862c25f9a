// The signed-in (non-HR) user's badge and its dropdown: name, e-mail, My Profile, Courses Enrolled
// (no action in the spec), Tracking Application (/applications) and Logout. Closes on a press
// outside and on Escape.
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { DisclosureButton } from "../../../components/disclosure-button";
import { useDismiss } from "../../../hooks/use-dismiss";
import type { PublicUser } from "../../../../shared/user";
import { InitialsAvatar } from "./account-badge";
import { Button } from "../../../components/ui/button";

// Buttons and links alike: the menu's items, left-aligned across its width.
const ITEM_CLASS =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800";

type AccountMenuProps = { user: PublicUser; onLogout: () => void };

export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const { containerRef, buttonRef } = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  const panelId = useId();

  return (
    <div ref={containerRef} className="relative">
      <DisclosureButton
        ref={buttonRef}
        onClick={() => setOpen((v) => !v)}
        expanded={open}
        controls={panelId}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"
      >
        <InitialsAvatar name={user.name} />
        {/* Named by its content: the name it shows, then what it is (WCAG 2.5.3). An aria-label
            would be checked against the visible initials too. */}
        <span className="max-w-32 truncate">
          {user.name}
          <span className="sr-only">, account menu</span>
        </span>
      </DisclosureButton>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 pb-2 pt-1 dark:border-slate-700">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{user.name}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/profile" onClick={() => setOpen(false)} className={ITEM_CLASS}>
                My Profile
              </Link>
            </li>
            <li>
              <Button variant="bare" className={ITEM_CLASS}>
                Courses Enrolled
              </Button>
            </li>
            <li>
              <Link to="/applications" onClick={() => setOpen(false)} className={ITEM_CLASS}>
                Tracking Application
              </Link>
            </li>
            <li>
              <Button
                variant="bare"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
                className={`${ITEM_CLASS} font-medium text-red-700 dark:text-red-400`}
              >
                Logout
              </Button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
