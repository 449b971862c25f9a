// The footer. Quick links, services and legal sections come with the public site.
import { COMPANY } from "../../shared/company";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 py-8 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto max-w-7xl px-4">
        © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
      </div>
    </footer>
  );
}
