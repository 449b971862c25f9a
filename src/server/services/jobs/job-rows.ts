// The jobs board's hot reads as named (prepared once per connection) statements on the pg pool
// under Prisma: Prisma's own work per call was 6× (one job) and 3× (all jobs) the statement's in
// CPU (bench/http.ts, "ORM cost"). Rows come back shaped like Prisma's JobModel, so job-mapper.ts
// turns them into the same Job objects.
import type { JobType as DbJobType } from "../../db/generated/enums.js";
import type { JobModel } from "../../db/generated/models.js";

/** Postgres's labels of the JobType enum (schema.prisma @map) → Prisma's names. */
const JOB_TYPE_BY_DB_LABEL: Record<string, DbJobType> = {
  "Full-time": "FullTime",
  "Part-time": "PartTime",
  Contract: "Contract",
  Internship: "Internship",
  Freelance: "Freelance",
};

/**
 * Every column of `jobs`, in forms pg parses the way Prisma does: the DATE as text (pg would read
 * it as local midnight) and the TIMESTAMP(3), which Prisma stores in UTC, as a timestamptz.
 */
export const JOB_COLUMNS = `
  id, job_title, company, department::text AS department, job_type::text AS job_type, location,
  salary_range, job_summary, experience_level, to_char(application_deadline, 'YYYY-MM-DD') AS application_deadline,
  equal_opportunity_statement, how_to_apply, responsibilities, required_qualifications, preferred_skills,
  created_at AT TIME ZONE 'UTC' AS created_at`;

export type JobRow = {
  id: number;
  job_title: string;
  company: string;
  department: string;
  job_type: string;
  location: string;
  salary_range: string;
  job_summary: string;
  experience_level: number;
  application_deadline: string | null;
  equal_opportunity_statement: string;
  how_to_apply: string;
  responsibilities: string[] | null;
  required_qualifications: string[] | null;
  preferred_skills: string[] | null;
  created_at: Date;
};

function jobTypeFromDb(label: string): DbJobType {
  const jobType = JOB_TYPE_BY_DB_LABEL[label];
  if (!jobType) throw new Error(`Unknown job type in the database: ${label}`);
  return jobType;
}

/** The row as Prisma would return it (a NULL list reads as an empty one, as in Prisma). */
export function jobModelFromRow(row: JobRow): JobModel {
  return {
    id: row.id,
    jobTitle: row.job_title,
    company: row.company,
    department: row.department as JobModel["department"],
    jobType: jobTypeFromDb(row.job_type),
    location: row.location,
    salaryRange: row.salary_range,
    jobSummary: row.job_summary,
    experienceLevel: row.experience_level,
    applicationDeadline: row.application_deadline === null ? null : new Date(`${row.application_deadline}T00:00:00.000Z`),
    equalOpportunityStatement: row.equal_opportunity_statement,
    howToApply: row.how_to_apply,
    responsibilities: row.responsibilities ?? [],
    requiredQualifications: row.required_qualifications ?? [],
    preferredSkills: row.preferred_skills ?? [],
    createdAt: row.created_at,
  };
}
