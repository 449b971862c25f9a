// /hr/applied-jobs/{department}: the department's newest applications (every round) with
// client-side filters whose options come from the loaded rows (spec doc 2 §2).
import { Link, type ErrorComponentProps } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { trpc } from "../../../lib/trpc";
import { departmentFromSlug, departmentSlug as slugOf, type Department } from "../../../../shared/departments";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { exportPath } from "../../../../shared/hr/export";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { Table, type Column } from "../../../components/ui/table";
import { departmentApplicationsInput } from "../api/route-data";
import { formatDateTime, formatDay } from "../lib/format";
import { ExportCsvButton } from "./export-csv-button";
import { BACK_LINK, BackLink, EmptyState, ErrorState } from "./page-states";
import { RoundOutcome } from "./round-outcome";
import { Select } from "../../../components/ui/select";
import { Field } from "../../../components/ui/field";

const FILTERS = [
  { key: "job_title", label: "Job Title", value: (row: ApplicantRow) => row.job_title ?? "" },
  { key: "job_type", label: "Job Type", value: (row: ApplicantRow) => row.job_type ?? "" },
  { key: "gender", label: "Gender", value: (row: ApplicantRow) => row.gender },
  { key: "applied", label: "Applied Date", value: (row: ApplicantRow) => row.applied_at.slice(0, 10) },
] as const;
type FilterKey = (typeof FILTERS)[number]["key"];

const COLUMNS: Column<ApplicantRow>[] = [
  { header: "Name", primary: true, cell: (row) => row.full_name },
  { header: "DOB", cell: (row) => formatDay(row.date_of_birth) },
  { header: "Gender", cell: (row) => row.gender },
  { header: "Qualification", cell: (row) => row.highest_qualification },
  { header: "Job Title", cell: (row) => row.job_title ?? "—" },
  { header: "Job Type", cell: (row) => row.job_type ?? "—" },
  {
    // Active is the account's flag, not the hiring outcome: the outcome stands beside it.
    header: "Status",
    cell: (row) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        {row.status === 1 ? "Active" : "Inactive"}
        <RoundOutcome applicant={row} />
      </span>
    ),
  },
  { header: "Round", cell: (row) => row.round },
  { header: "Applied At", cell: (row) => formatDateTime(row.applied_at) },
];

function optionsOf(rows: ApplicantRow[], value: (row: ApplicantRow) => string): string[] {
  return [...new Set(rows.map(value).filter(Boolean))].sort();
}

const BACK = <BackLink to="/hr/applied-jobs">Back to departments</BackLink>;

/** The applications could not be loaded by the route's loader. */
export function DepartmentApplicationsError(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={HR_MESSAGES.fetchApplicantsFailed}>
      {BACK}
    </RouteError>
  );
}

function DepartmentApplications({ department }: { department: Department }) {
  const [list] = trpc.hr.applicants.list.useSuspenseQuery(departmentApplicationsInput(department));
  const [chosen, setChosen] = useState<Partial<Record<FilterKey, string>>>({});
  const heading = `${department} Applications`;
  const rows = list.data;
  const shown = rows.filter((row) => FILTERS.every((filter) => !chosen[filter.key] || filter.value(row) === chosen[filter.key]));

  return (
    <section>
      <PageTitle title={heading} />
      <BackLink to="/hr/applied-jobs">← Applications by Department</BackLink>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
        <ExportCsvButton path={exportPath("applicants", { department })} fallbackName="applicants.csv" />
      </div>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        To accept or reject these applicants, open{" "}
        <Link to="/hr/applied-forms/$department" params={{ department: slugOf(department) }} className={BACK_LINK}>
          {department} hiring rounds
        </Link>
        .
      </p>
      {list.pagination.totalApplicants > rows.length ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The newest {rows.length} of {list.pagination.totalApplicants} applications.
        </p>
      ) : null}
      <form
        aria-label="Filter applications"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        {FILTERS.map((filter) => (
          <Field key={filter.key} label={filter.label}>
            {(field) => (
              <Select
                {...field}
                value={chosen[filter.key] ?? ""}
                onChange={(event) => setChosen((current) => ({ ...current, [filter.key]: event.target.value }))}
                options={optionsOf(rows, filter.value).map((option) => ({
                  value: option,
                  label: filter.key === "applied" ? formatDay(option) : option,
                }))}
              >
                <option value="">All</option>
              </Select>
            )}
          </Field>
        ))}
      </form>
      <div className="mt-6">
        {shown.length === 0 ? (
          <EmptyState text={HR_MESSAGES.noApplicants} />
        ) : (
          <Table caption={heading} columns={COLUMNS} rows={shown} rowKey={(row) => row.applicant_id} />
        )}
      </div>
    </section>
  );
}

export function DepartmentApplicationsPage({ departmentSlug }: { departmentSlug: string }) {
  const department = departmentFromSlug(departmentSlug);
  if (!department) return <ErrorState message={HR_MESSAGES.fetchApplicantsFailed}>{BACK}</ErrorState>;
  return <DepartmentApplications department={department} />;
}
