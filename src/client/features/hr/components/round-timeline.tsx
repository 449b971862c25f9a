// An applicant's stored round changes as a timeline, oldest first: applied, then each move or
// decision with when and by whom, and the candidate's withdrawal when there was one.
import type { ApplicantDetail, RoundChangeEntry } from "../../../../shared/hr/applicants";
import { formatDateTime, formatMoment } from "../lib/format";
import { StatusBadge } from "./round-outcome";

function changeText(change: RoundChangeEntry): string {
  if (change.status === "rejected") return `Rejected at ${change.fromRound}`;
  if (change.status === "cleared") return `Selected in ${change.toRound}`;
  return `Moved from ${change.fromRound} to ${change.toRound}`;
}

export function RoundTimeline({ applicant }: { applicant: ApplicantDetail }) {
  return (
    <section className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 className="text-base font-semibold text-brand-700 dark:text-indigo-300">Round history</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
        <li>
          <p className="text-sm font-medium">Applied{applicant.jobTitle ? ` for ${applicant.jobTitle}` : ""}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatDateTime(applicant.appliedAt)}</p>
        </li>
        {applicant.history.map((change, index) => (
          <li key={index}>
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              {changeText(change)} <StatusBadge status={change.status} />
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {formatMoment(change.changedAt)}
              {change.changedBy ? ` · by ${change.changedBy}` : ""}
            </p>
          </li>
        ))}
        {applicant.withdrawnAt ? (
          <li>
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              Withdrawn by the candidate <StatusBadge status="withdrawn" />
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{formatMoment(applicant.withdrawnAt)}</p>
          </li>
        ) : null}
      </ol>
      {applicant.history.length === 0 ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No round changes yet.</p> : null}
    </section>
  );
}
