// Converts between the database row and the snake_case job the API answers with.
import { toDateOnly } from "../../../shared/date-only.js";
import { isJobExpired, type Job, type JobType } from "../../../shared/job.js";
import type { JobType as DbJobType } from "../../../infra/db/generated/enums.js";
import type { JobModel } from "../../../infra/db/generated/models.js";

const JOB_TYPE_TO_DB = {
  "Full-time": "FullTime",
  "Part-time": "PartTime",
  Contract: "Contract",
  Internship: "Internship",
  Freelance: "Freelance",
} as const satisfies Record<JobType, DbJobType>;

export const JOB_TYPE_FROM_DB = Object.fromEntries(Object.entries(JOB_TYPE_TO_DB).map(([label, db]) => [db, label])) as Record<
  DbJobType,
  JobType
>;

export function jobTypeToDb(jobType: JobType): DbJobType {
  return JOB_TYPE_TO_DB[jobType];
}

export function toJob(row: JobModel, now: Date = new Date()): Job {
  const deadline = toDateOnly(row.applicationDeadline);
  return {
    id: row.id,
    job_title: row.jobTitle,
    company: row.company,
    department: row.department,
    job_type: JOB_TYPE_FROM_DB[row.jobType],
    location: row.location,
    salary_range: row.salaryRange,
    job_summary: row.jobSummary,
    experience_level: row.experienceLevel,
    application_deadline: deadline,
    equal_opportunity_statement: row.equalOpportunityStatement,
    how_to_apply: row.howToApply,
    responsibilities: row.responsibilities,
    required_qualifications: row.requiredQualifications,
    preferred_skills: row.preferredSkills,
    created_at: row.createdAt.toISOString(),
    expired: isJobExpired(deadline, now),
  };
}
