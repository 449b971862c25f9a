// /hr/applied-jobs/{department}: the department's newest applications (every round) with filters
// whose options come from the loaded rows (spec doc 2 §2). The server applies the filters, with the
// schema its CSV export takes, so the export holds the rows on screen.
import { Link, type ErrorComponentProps } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { departmentFromSlug, departmentSlug as slugOf, type Department } from "../../../../shared/departments";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { exportPath } from "../../../../shared/hr/export";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { Table, type Column } from "../../../components/ui/table";
import { useDepartmentApplications, useFilteredApplications } from "../api/applicants";
import type { ApplicationFilters } from "../api/route-data";
import { formatBirthDate, formatDateTime, formatDay } from "../lib/format";
import { ExportCsvButton } from "./export-csv-button";
import { BACK_LINK, BackLink, EmptyState, ErrorState, LoadingState } from "./page-states";
import { RoundOutcome } from "./round-outcome";
import { Select } from "../../../components/ui/select";
import { Field } from "../../../components/ui/field";
import { snakeCaseKeys } from "../../../../shared/snake-case";

const FILTERS = [
  { key: "jobTitle", label: "Job Title", value: (row: ApplicantRow) => row.jobTitle ?? "" },
  { key: "jobType", label: "Job Type", value: (row: ApplicantRow) => row.jobType ?? "" },
  { key: "gender", label: "Gender", value: (row: ApplicantRow) => row.gender },
  { key: "appliedOn", label: "Applied Date", value: (row: ApplicantRow) => row.appliedAt.slice(0, 10) },
] as const satisfies readonly { key: keyof ApplicationFilters; label: string; value: (row: ApplicantRow) => string }[];

const COLUMNS: Column<ApplicantRow>[] = [
  { header: "Name", primary: true, cell: (row) => row.fullName },
  { header: "DOB", cell: (row) => formatBirthDate(row.dateOfBirth) },
  { header: "Gender", cell: (row) => row.gender },
  { header: "Qualification", cell: (row) => row.highestQualification },
  { header: "Job Title", cell: (row) => row.jobTitle ?? "—" },
  { header: "Job Type", cell: (row) => row.jobType ?? "—" },
  { header: "Status", cell: (row) => <RoundOutcome applicant={row} /> },
  { header: "Round", cell: (row) => row.round },
  { header: "Applied At", cell: (row) => formatDateTime(row.appliedAt) },
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
  // The unfiltered list (from the route's loader) gives the options; the filtered one the rows.
  const unfiltered = useDepartmentApplications(department);
  const [chosen, setChosen] = useState<ApplicationFilters>({});
  const filtered = useFilteredApplications(department, chosen);
  const choose = (key: keyof ApplicationFilters, value: string) =>
    setChosen(({ [key]: _previous, ...others }) => (value ? { ...others, [key]: value } : others));
  const heading = `${department} Applications`;
  const rows = unfiltered.data;
  const list = filtered.data;

  return (
    <section>
      <PageTitle title={heading} />
      <BackLink to="/hr/applied-jobs">← Application Management Dashboard</BackLink>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
        <ExportCsvButton
          path={exportPath("applicants", snakeCaseKeys({ department, round: "applied", ...chosen }))}
          fallbackName="applicants.csv"
        />
      </div>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        To accept or reject these applicants, open{" "}
        <Link to="/hr/applied-forms/$department" params={{ department: slugOf(department) }} className={BACK_LINK}>
          {department} hiring rounds
        </Link>
        .
      </p>
      {list && list.pagination.totalApplicants > list.data.length ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The newest {list.data.length} of {list.pagination.totalApplicants} matching applications; the CSV holds them all.
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
                onChange={(event) => choose(filter.key, event.target.value)}
                options={optionsOf(rows, filter.value).map((option) => ({
                  value: option,
                  label: filter.key === "appliedOn" ? formatDay(option) : option,
                }))}
              >
                <option value="">All</option>
              </Select>
            )}
          </Field>
        ))}
      </form>
      <div className="mt-6" aria-busy={filtered.isFetching}>
        {filtered.isError ? (
          <ErrorState message={HR_MESSAGES.fetchApplicantsFailed} />
        ) : !list ? (
          <LoadingState text="Loading..." />
        ) : list.data.length === 0 ? (
          <EmptyState text={HR_MESSAGES.noApplicants} />
        ) : (
          <Table caption={heading} columns={COLUMNS} rows={list.data} rowKey={(row) => row.applicantId} />
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
