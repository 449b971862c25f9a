// The job contract: the snake_case shape the API answers with and the input to post a job.
import { z } from "zod";
import { COMPANY } from "./company.js";
import { DEPARTMENTS } from "./departments.js";

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Freelance"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const DEFAULT_COMPANY = COMPANY.trainingCompany;

export const jobSchema = z.object({
  id: z.number().int(),
  job_title: z.string(),
  company: z.string(),
  department: z.enum(DEPARTMENTS),
  job_type: z.enum(JOB_TYPES),
  location: z.string(),
  salary_range: z.string(),
  job_summary: z.string(),
  experience_level: z.number().int(),
  application_deadline: z.string().nullable(),
  equal_opportunity_statement: z.string(),
  how_to_apply: z.string(),
  responsibilities: z.array(z.string()),
  required_qualifications: z.array(z.string()),
  preferred_skills: z.array(z.string()),
  created_at: z.string(),
  expired: z.boolean(),
});

export type Job = z.infer<typeof jobSchema>;

export const jobIdSchema = z.coerce
  .number({ message: "Invalid job ID" })
  .int("Invalid job ID")
  .positive("Invalid job ID");

/** A job is expired once its application deadline (a date) is before today. */
export function isJobExpired(applicationDeadline: string | null, now: Date = new Date()): boolean {
  if (!applicationDeadline) return false;
  const today = now.toISOString().slice(0, 10);
  return applicationDeadline < today;
}
