// HR's validated job input as the columns of a jobs row: one mapping for posting and editing.
import type { ValidJobInput } from "../../../shared/job.js";
import type { Prisma } from "../../../infra/db/generated/client.js";
import { jobTypeToDb } from "./job-mapper.js";

export function jobData(input: ValidJobInput) {
  return {
    jobTitle: input.job_title,
    company: input.company,
    department: input.department,
    jobType: jobTypeToDb(input.job_type),
    location: input.location,
    salaryRange: input.salary_range,
    jobSummary: input.job_summary,
    experienceLevel: input.experience_level,
    applicationDeadline: input.application_deadline ? new Date(`${input.application_deadline}T00:00:00.000Z`) : null,
    equalOpportunityStatement: input.equal_opportunity_statement,
    howToApply: input.how_to_apply,
    responsibilities: input.responsibilities,
    requiredQualifications: input.required_qualifications,
    preferredSkills: input.preferred_skills,
  } satisfies Prisma.JobUncheckedCreateInput;
}
