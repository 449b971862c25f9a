// An applicant's round outcome: In Progress, Selected, Rejected or Withdrawn (by the candidate) as a
// badge, with the step reached beside a decided or withdrawn one ("Rejected · Round 2"), so a rejected
// applicant never reads as merely Active.
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { APPLICATION_STATUS_LABELS, applicationStatus, type ApplicationStatus } from "../../../../shared/hr/rounds";
import { cx } from "../../../lib/cx";

const BADGE: Record<ApplicationStatus, string> = {
  in_progress: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  cleared: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  rejected: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  withdrawn: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

/** The status's colour with its label (or another word for the same state, e.g. an enquiry's Open). */
export function StatusBadge({ status, label }: { status: ApplicationStatus; label?: string }) {
  return (
    <span className={cx("inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium", BADGE[status])}>
      {label ?? APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

/** Waiting in its round longer than the 80th percentile of its department and round (issue #32): said in words. */
export function OverdueBadge() {
  return (
    <span
      className="inline-block whitespace-nowrap rounded-full border border-amber-400 bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-200"
      title="Waiting in this round longer than 80% of decided applications did"
    >
      Overdue
    </span>
  );
}

type OutcomeProps = { applicant: Pick<ApplicantRow, "roundStatus" | "round" | "withdrawnAt" | "overdue">; showRound?: boolean };

export function RoundOutcome({ applicant, showRound }: OutcomeProps) {
  const status = applicationStatus(applicant.roundStatus, applicant.withdrawnAt !== null);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <StatusBadge status={status} />
      {applicant.overdue && status === "in_progress" ? <OverdueBadge /> : null}
      {showRound && status !== "in_progress" ? (
        <span className="text-xs text-slate-600 dark:text-slate-400">at {applicant.round}</span>
      ) : null}
    </span>
  );
}
