// An application's status in words (Under review, Moved to Round N, Selected, Not selected,
// Withdrawn, Position closed) on a colour of its own, so the state reads at a glance in light and dark mode.
import type { MyApplication, MyApplicationStatus } from "../../../../shared/me/applications";
import { cx } from "../../../lib/cx";

const TONES: Record<MyApplicationStatus, string> = {
  under_review: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  moved: "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
  selected: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  not_selected: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  withdrawn: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  position_closed: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

export function ApplicationStatusBadge({ application }: { application: Pick<MyApplication, "status" | "statusText"> }) {
  return (
    <span className={cx("inline-block whitespace-nowrap rounded-full px-3 py-1 text-sm font-medium", TONES[application.status])}>
      {application.statusText}
    </span>
  );
}
