// The analytics page's overdue applications (issue #32): those waiting in their round longer than the
// 80th percentile of their department and round, longest waiting first; each name opens the
// applicant's details (?applicant=<id>, as the board and the step pages do).
import { useId } from "react";
import type { Department } from "../../../../shared/departments";
import type { OverdueApplication } from "../../../../shared/hr/overdue";
import { useOverdueApplications } from "../api/analytics";
import { useApplicantParam } from "../hooks/use-applicant-param";
import { AnalyticsTable, type AnalyticsColumn } from "./analytics-table";
import { PanelStates } from "./panel-states";
import { Button } from "../../../components/ui/button";

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

function ApplicantLink({ row }: { row: OverdueApplication }) {
  const [, openApplicant] = useApplicantParam();
  return (
    <Button variant="link" aria-label={`View details of ${row.fullName}`} onClick={() => openApplicant(row.applicantId)}>
      {row.fullName}
    </Button>
  );
}

const COLUMNS: AnalyticsColumn<OverdueApplication>[] = [
  { header: "Applicant", cell: (row) => <ApplicantLink row={row} /> },
  { header: "Department", cell: (row) => row.department },
  { header: "Round", cell: (row) => row.round },
  { header: "Waiting", cell: (row) => days(row.daysWaiting), numeric: true },
  { header: "Usually decided within", cell: (row) => days(row.p80Days), numeric: true },
];

export function OverdueApplicationsPanel({ department }: { department?: string }) {
  const headingId = useId();
  const overdue = useOverdueApplications(department as Department | undefined);
  const rows = overdue.data?.applications ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={headingId} className="text-base font-semibold text-brand-700 dark:text-indigo-300">
        Overdue applications
      </h2>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        In progress and waiting in their round longer than 80% of decided applications at the same department and round did; longest waiting
        first.
      </p>
      <PanelStates
        query={overdue}
        empty={rows.length === 0}
        loadingText="Loading overdue applications..."
        failedText="Could not load the overdue applications."
        emptyText="No application is waiting longer than usual."
      >
        <AnalyticsTable caption="Overdue applications" columns={COLUMNS} rows={rows} rowKey={(row) => String(row.applicantId)} />
      </PanelStates>
    </section>
  );
}
