// The top bar of /interviews, in the HR area's style: only what an interviewer may use (their
// interviews, the theme, Logout); HR, who may open the page too, also gets the way back to its area.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ThemeToggle } from "../../../components/theme-toggle";
import { LogoutDialog, useAuth } from "../../auth/public";
import { Button } from "../../../components/ui/button";

// Logout, a button, looks like the link beside it.
const LINK =
  "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800";

export function InterviewerNav() {
  const { user } = useAuth();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  return (
    <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <nav aria-label="Interviewer" className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        <Link
          to="/interviews"
          activeOptions={{ exact: true }}
          className="mr-auto text-base font-bold text-brand-700 dark:text-indigo-300"
          activeProps={{ "aria-current": "page" }}
        >
          Interviews
        </Link>
        {user?.role === "hr" ? (
          <Link to="/hr" className={LINK}>
            HR Dashboard
          </Link>
        ) : null}
        <ThemeToggle />
        <Button variant="bare" className={LINK} onClick={() => setConfirmingLogout(true)}>
          Logout
        </Button>
        <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} />
      </nav>
    </div>
  );
}
