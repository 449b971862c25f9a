// The top bar. The full navigation (dropdowns, mobile panel, account states) comes with the public site.
import { Link } from "@tanstack/react-router";
import { COMPANY } from "../../shared/company";
import { AccountNav } from "../features/auth/components/account-nav";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4">
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="text-lg font-bold text-brand-600 dark:text-brand-500">
          {COMPANY.name}
        </Link>
        <ul className="flex items-center gap-6 text-sm font-medium">
          <li>
            <Link to="/" activeOptions={{ exact: true }} activeProps={{ className: "text-brand-600" }}>
              Home
            </Link>
          </li>
          <li>
            <Link to="/job-board" activeProps={{ className: "text-brand-600" }}>
              Jobs
            </Link>
          </li>
        </ul>
        <AccountNav />
      </nav>
    </header>
  );
}
