// The job form's values, their defaults (one empty row per list) or a posted job's, and the resolver that
// validates them with the same shared schema the server uses (blank rows are dropped there).
import type { FieldErrors, Resolver } from "react-hook-form";
import { DEPARTMENTS } from "../../../../shared/departments";
import { DEFAULT_COMPANY, jobInputSchema, type Job, type ValidJobInput } from "../../../../shared/job";

type Row = { value: string };

export type JobFormValues = {
  job_title: string;
  company: string;
  department: (typeof DEPARTMENTS)[number];
  job_type: ValidJobInput["job_type"];
  location: string;
  salary_range: string;
  experience_level: string;
  application_deadline: string;
  job_summary: string;
  equal_opportunity_statement: string;
  how_to_apply: string;
  responsibilities: Row[];
  required_qualifications: Row[];
  preferred_skills: Row[];
};

export const JOB_FORM_DEFAULTS: JobFormValues = {
  job_title: "",
  company: DEFAULT_COMPANY,
  department: "Engineering",
  job_type: "Full-time",
  location: "",
  salary_range: "",
  experience_level: "0",
  application_deadline: "",
  job_summary: "",
  equal_opportunity_statement: "",
  how_to_apply: "",
  responsibilities: [{ value: "" }],
  required_qualifications: [{ value: "" }],
  preferred_skills: [{ value: "" }],
};

const toRows = (items: string[]): Row[] => (items.length > 0 ? items : [""]).map((value) => ({ value }));

/** A posted job as the form's values, for editing it. */
export function jobFormValues(job: Job): JobFormValues {
  return {
    job_title: job.job_title,
    company: job.company,
    department: job.department,
    job_type: job.job_type,
    location: job.location,
    salary_range: job.salary_range,
    experience_level: String(job.experience_level),
    application_deadline: job.application_deadline ?? "",
    job_summary: job.job_summary,
    equal_opportunity_statement: job.equal_opportunity_statement,
    how_to_apply: job.how_to_apply,
    responsibilities: toRows(job.responsibilities),
    required_qualifications: toRows(job.required_qualifications),
    preferred_skills: toRows(job.preferred_skills),
  };
}

const rows = (list: Row[]) => list.map((row) => row.value);

export const jobFormResolver: Resolver<JobFormValues, unknown, ValidJobInput> = async (values) => {
  const result = jobInputSchema.safeParse({
    ...values,
    experience_level: values.experience_level.trim() === "" ? Number.NaN : values.experience_level,
    responsibilities: rows(values.responsibilities),
    required_qualifications: rows(values.required_qualifications),
    preferred_skills: rows(values.preferred_skills),
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<JobFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof JobFormValues;
    errors[field] ??= { type: "validation", message: issue.message };
  }
  return { values: {}, errors };
};
