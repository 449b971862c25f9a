// Posts a job from HR's validated input (blank list rows already dropped by the shared schema)
// and drops the public job cache on every instance.
import type { Job, ValidJobInput } from "../../../shared/job.js";
import type { Deps } from "../../deps.js";
import { jobTypeToDb, toJob } from "./job-mapper.js";

export async function createJob({ db, publicJobs }: Pick<Deps, "db" | "publicJobs">, input: ValidJobInput): Promise<Job> {
  const row = await db.job.create({
    data: {
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
    },
  });
  await publicJobs.invalidate();
  return toJob(row);
}
