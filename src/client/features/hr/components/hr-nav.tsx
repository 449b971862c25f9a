// The HR area's top navigation: the sections, the theme toggle, and Logout (with its
// confirmation) when signed in, else a link to /hr/signin (spec doc 2 §2).
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ThemeToggle } from "../../../components/theme-toggle";
import { LogoutDialog, useAuth } from "../../auth/public";
import { HrSearch } from "./hr-search";
import { Button } from "../../../components/ui/button";

const SECTIONS = [
  { to: "/hr/enquiry", label: "Enquiries" },
  { to: "/hr/post-job", label: "Post Job" },
  { to: "/hr/posted-job", label: "Posted Jobs" },
  // Named by what they do (the spec's Applied Jobs / Applied Forms looked alike; the URLs stay).
  { to: "/hr/applied-jobs", label: "Applications" },
  { to: "/hr/applied-forms", label: "Hiring Rounds" },
  { to: "/hr/pipeline", label: "Pipeline" },
  { to: "/hr/requests", label: "Requests" },
  { to: "/hr/activity", label: "Activity" },
] as const;

// px-2 and the search's width (narrower below 1280 px) keep the whole bar on one row from 1200 px;
// Logout, a button, looks like the links beside it.
const LINK =
  "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800";

export function HrNav() {
  const { user } = useAuth();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  return (
    <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <nav aria-label="HR" className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        <Link to="/hr" activeOptions={{ exact: true }} className="mr-auto text-base font-bold text-brand-700 sm:mr-2 dark:text-indigo-300">
          HR Dashboard
        </Link>
        {/* Below sm the sections take a row of their own under the title, theme toggle and Logout. */}
        <ul className="order-last flex w-full flex-wrap gap-0.5 sm:order-none sm:w-auto sm:flex-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className={LINK}
                activeProps={{ className: "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white", "aria-current": "page" }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* Below sm, a row of its own under the sections. */}
        {user ? <HrSearch /> : null}
        <ThemeToggle />
        {user ? (
          <>
            <Button variant="bare" className={LINK} onClick={() => setConfirmingLogout(true)}>
              Logout
            </Button>
            <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} />
          </>
        ) : (
          <Link to="/hr/signin" className={LINK}>
            Sign in
          </Link>
        )}
      </nav>
    </div>
  );
}
