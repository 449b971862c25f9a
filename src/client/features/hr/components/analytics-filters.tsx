// The analytics page's filter: department, job (the department's jobs when one is chosen) and a range
// of days whose two ends bound each other. Each change applies at once.
import type { ChangeEvent } from "react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { trpc } from "../../../lib/trpc";
import { DEPARTMENTS, type Department } from "../../../../shared/departments";
import type { AnalyticsSearch } from "../lib/analytics-search";

type Props = { values: AnalyticsSearch; onChange: (values: AnalyticsSearch) => void };

export function AnalyticsFilters({ values, onChange }: Props) {
  const jobs = trpc.jobs.list.useQuery();
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
  const onDay = (key: "from" | "to") => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(bounded({ ...values, [key]: event.target.value || undefined }, key));
  const filtered = Object.values(values).some((value) => value !== undefined);
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
      <Field label="From">
        {(field) => <Input {...field} type="date" value={values.from ?? ""} max={values.to} onChange={onDay("from")} />}
      </Field>
      <Field label="To">
        {(field) => <Input {...field} type="date" value={values.to ?? ""} min={values.from} onChange={onDay("to")} />}
      </Field>
      <div className="flex items-end">
        <button
          type="button"
          className="rounded-lg px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:text-indigo-300 dark:ring-indigo-400 dark:hover:bg-slate-800"
          onClick={() => onChange({})}
          disabled={!filtered}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}

/** Typing can get past the pickers' min/max: the day just changed pulls the other one along. */
function bounded(values: AnalyticsSearch, changed: "from" | "to"): AnalyticsSearch {
  const { from, to } = values;
  if (!from || !to || from <= to) return values;
  return changed === "from" ? { ...values, to: from } : { ...values, from: to };
}
