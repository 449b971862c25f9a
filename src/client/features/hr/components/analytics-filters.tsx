// The analytics page's filter: department, job (the department's jobs when one is chosen) and a range
// of days whose two ends bound each other. Each change applies at once.
import type { ChangeEvent } from "react";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { DayRangeFilter } from "./day-range-filter";
import { usePostedJobs } from "../api/posted-jobs";
import { DEPARTMENTS, type Department } from "../../../../shared/departments";
import type { AnalyticsSearch } from "../lib/analytics-search";

type Props = { values: AnalyticsSearch; onChange: (values: AnalyticsSearch) => void };

export function AnalyticsFilters({ values, onChange }: Props) {
  const jobs = usePostedJobs();
  const jobOptions = (jobs.data ?? [])
    .filter((job) => !values.department || job.department === values.department)
    .map((job) => ({ value: String(job.id), label: job.job_title }));
  if (values.job !== undefined && !jobOptions.some((option) => option.value === String(values.job)))
    jobOptions.push({ value: String(values.job), label: `Job #${values.job}` });
  const onDepartment = (event: ChangeEvent<HTMLSelectElement>) => {
    const department = DEPARTMENTS.find((name) => name === event.target.value) as Department | undefined;
    // A job of another department would filter everything out: the job is cleared with the department.
    onChange({ ...values, department, job: undefined });
  };
  const onJob = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...values, job: event.target.value ? Number(event.target.value) : undefined });
  return (
    <form
      role="search"
      aria-label="Filter analytics"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Department">
        {(field) => (
          <Select {...field} value={values.department ?? ""} onChange={onDepartment} options={DEPARTMENTS}>
            <option value="">All departments</option>
          </Select>
        )}
      </Field>
      <Field label="Job">
        {(field) => (
          <Select {...field} value={values.job === undefined ? "" : String(values.job)} onChange={onJob} options={jobOptions}>
            <option value="">All jobs</option>
          </Select>
        )}
      </Field>
      <DayRangeFilter values={values} onChange={onChange} onClear={() => onChange({})} />
    </form>
  );
}
