// A data request's status as a word on a colour of its own (Open, Overdue, Answered), so it reads at
// a glance in light and dark mode and without colour: the candidate's profile and HR's queue show it.
import { DATA_REQUEST_STATUS_LABELS, type DataRequestStatus } from "../../shared/data-request-terms";
import { cx } from "../lib/cx";

const TONES = {
  open: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  overdue: "bg-red-100 text-red-800 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  answered: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
} as const;

export function DataRequestStatusBadge({ request }: { request: { status: DataRequestStatus; overdue: boolean } }) {
  const tone = request.overdue ? "overdue" : request.status;
  return (
    <span className={cx("inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium", TONES[tone])}>
      {request.overdue ? "Overdue" : DATA_REQUEST_STATUS_LABELS[request.status]}
    </span>
  );
}
