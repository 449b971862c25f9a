// The first column of a step's list: a checkbox per applicant for bulk decisions. Only applicants
// a decision can still move (in progress, not withdrawn) can be picked.
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import type { Column } from "../../../components/ui/table";
import type { BulkSelection } from "../hooks/use-bulk-selection";

export const CHECKBOX = "h-4 w-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

export function isMovable(applicant: ApplicantRow): boolean {
  return applicant.roundStatus === "in_progress" && !applicant.withdrawnAt;
}

export function bulkSelectColumn(selection: BulkSelection): Column<ApplicantRow> {
  return {
    header: "Select",
    cell: (applicant) =>
      isMovable(applicant) ? (
        <input
          type="checkbox"
          className={CHECKBOX}
          aria-label={`Select ${applicant.fullName}`}
          checked={selection.has(applicant.applicantId)}
          onChange={(event) => selection.toggle(applicant.applicantId, event.target.checked)}
        />
      ) : (
        <span className="text-slate-500 dark:text-slate-400" aria-hidden="true">
          —
        </span>
      ),
  };
}
