// /hr/applied-jobs/{department}: the department's newest applications (every round) with
// client-side filters whose options come from the loaded rows (spec doc 2 §2).
import { useId, useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { trpc } from "../../../lib/trpc";
import { departmentFromSlug } from "../../../../shared/departments";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { MAX_PAGE_SIZE } from "../../../../shared/hr/paging";
import { formatDateTime, formatDay } from "./format";
import { BackLink, EmptyState, ErrorState, LoadingState } from "./page-states";
import { INPUT, LABEL, NAME_TD, TABLE, TD } from "./styles";
import { TableHead } from "./table-head";

const FILTERS = [
  { key: "job_title", label: "Job Title", value: (row: ApplicantRow) => row.job_title ?? "" },
  { key: "job_type", label: "Job Type", value: (row: ApplicantRow) => row.job_type ?? "" },
  { key: "gender", label: "Gender", value: (row: ApplicantRow) => row.gender },
  { key: "applied", label: "Applied Date", value: (row: ApplicantRow) => row.applied_at.slice(0, 10) },
] as const;
type FilterKey = (typeof FILTERS)[number]["key"];

function optionsOf(rows: ApplicantRow[], value: (row: ApplicantRow) => string): string[] {
  return [...new Set(rows.map(value).filter(Boolean))].sort();
}

export function DepartmentApplicationsPage({ departmentSlug }: { departmentSlug: string }) {
  const id = useId();
  const department = departmentFromSlug(departmentSlug);
  const list = trpc.hr.applicants.list.useQuery({ department: department ?? "Engineering", round: "applied", limit: MAX_PAGE_SIZE }, { enabled: department !== undefined });
  const [chosen, setChosen] = useState<Partial<Record<FilterKey, string>>>({});

  if (!department) {
    return (
      <ErrorState message={HR_MESSAGES.fetchApplicantsFailed}>
        <BackLink to="/hr/applied-jobs">Back to departments</BackLink>
      </ErrorState>
    );
  }
  const heading = `${department} Applications`;
  const rows = list.data?.data ?? [];
  const shown = rows.filter((row) => FILTERS.every((filter) => !chosen[filter.key] || filter.value(row) === chosen[filter.key]));

  return (
    <section>
      <PageTitle title={heading} />
      <BackLink to="/hr/applied-jobs">← Application Management Dashboard</BackLink>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{heading}</h1>
      {list.data && list.data.pagination.totalApplicants > rows.length ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The newest {rows.length} of {list.data.pagination.totalApplicants} applications.
        </p>
      ) : null}
      <form aria-label="Filter applications" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
        {FILTERS.map((filter) => (
          <div key={filter.key}>
            <label htmlFor={`${id}-${filter.key}`} className={LABEL}>
              {filter.label}
            </label>
            <select
              id={`${id}-${filter.key}`}
              className={INPUT}
              value={chosen[filter.key] ?? ""}
              onChange={(event) => setChosen((current) => ({ ...current, [filter.key]: event.target.value }))}
            >
              <option value="">All</option>
              {optionsOf(rows, filter.value).map((option) => (
                <option key={option} value={option}>
                  {filter.key === "applied" ? formatDay(option) : option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </form>
      <div className="mt-6">
        {list.isPending ? (
          <LoadingState text="Loading..." />
        ) : list.isError ? (
          <ErrorState message={HR_MESSAGES.fetchApplicantsFailed} />
        ) : shown.length === 0 ? (
          <EmptyState text={HR_MESSAGES.noApplicants} />
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
            <table className={TABLE}>
              <caption className="sr-only">{heading}</caption>
              <TableHead columns={["Name", "DOB", "Gender", "Qualification", "Job Title", "Job Type", "Status", "Round", "Applied At"]} />
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {shown.map((row) => (
                  <tr key={row.applicant_id}>
                    <td className={NAME_TD}>{row.full_name}</td>
                    <td className={TD}>{formatDay(row.date_of_birth)}</td>
                    <td className={TD}>{row.gender}</td>
                    <td className={TD}>{row.highest_qualification}</td>
                    <td className={TD}>{row.job_title ?? "—"}</td>
                    <td className={TD}>{row.job_type ?? "—"}</td>
                    <td className={TD}>{row.status === 1 ? "Active" : "Inactive"}</td>
                    <td className={TD}>{row.round}</td>
                    <td className={TD}>{formatDateTime(row.applied_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
