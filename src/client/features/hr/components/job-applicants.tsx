// A posted job's applicants on its HR page: how many, the newest with their round outcome, and
// the way to the department's hiring rounds to decide on them.
import { Link } from "@tanstack/react-router";
import { useJobApplicants } from "../api/posted-jobs";
import { departmentSlug } from "../../../../shared/departments";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import type { Job } from "../../../../shared/job";
import { Table, type Column } from "../../../components/ui/table";
import { formatDateTime } from "../lib/format";
import { BACK_LINK, EmptyState } from "./page-states";
import { RoundOutcome } from "./round-outcome";

const COLUMNS: Column<ApplicantRow>[] = [
  { header: "Name", primary: true, cell: (row) => row.fullName },
  { header: "Email", cell: (row) => row.email },
  { header: "Round", cell: (row) => row.round },
  { header: "Outcome", cell: (row) => <RoundOutcome applicant={row} /> },
  { header: "Applied At", cell: (row) => formatDateTime(row.appliedAt) },
];

export function JobApplicants({ job }: { job: Job }) {
  // Loaded with the job by the route (route-data.ts).
  const applicants = useJobApplicants(job.id);
  return (
    <section
      id="applicants"
      aria-labelledby="applicants-heading"
      className="scroll-mt-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="applicants-heading" className="text-base font-semibold text-brand-700 dark:text-indigo-300">
        Applicants ({applicants.total})
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        To accept or reject them, open{" "}
        <Link to="/hr/applied-forms/$department" params={{ department: departmentSlug(job.department) }} className={BACK_LINK}>
          {job.department} hiring rounds
        </Link>
        .
      </p>
      <div className="mt-4">
        {applicants.total === 0 ? (
          <EmptyState text={HR_MESSAGES.noApplicants} />
        ) : (
          <>
            {applicants.total > applicants.data.length ? (
              <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
                The newest {applicants.data.length} of {applicants.total}.
              </p>
            ) : null}
            <Table caption={`Applicants for ${job.job_title}`} columns={COLUMNS} rows={applicants.data} rowKey={(row) => row.applicantId} />
          </>
        )}
      </div>
    </section>
  );
}
