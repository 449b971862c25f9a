// The job contract: the snake_case shape the API answers with and the input to post a job.
import { z } from "zod";
import { COMPANY } from "./company.js";
import { DEPARTMENTS } from "./departments.js";
import { idSchema, isCalendarDate, isHttpLink, safeString, strictNumber } from "./input.js";
import { parseSalaryRange } from "./jobs-board.js";

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

export const jobIdSchema = idSchema("Invalid job ID");

/** The input of `jobs.byId`. */
export const jobByIdInputSchema = z.object({ id: jobIdSchema });

/** Deadlines are set for the coming months; a year outside this is a typing slip. */
const DEADLINE_YEARS = { minYear: 2000, maxYear: 2100 };

/** A job is expired once its application deadline (a date) is before today. */
export function isJobExpired(applicationDeadline: string | null, now: Date = new Date()): boolean {
  if (!applicationDeadline) return false;
  const today = now.toISOString().slice(0, 10);
  return applicationDeadline < today;
}

/** Text that starts like a link ("ftp://…", "javascript:…", "mailto:…"), as opposed to instructions in words. */
const LOOKS_LIKE_LINK = /^[a-z][a-z\d+.-]*:\S/i;

const requiredText = (label: string, max: number) =>
  safeString(label, { message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`);

/** A list field of the post-job form: blank rows are dropped before saving. */
const jobListSchema = z
  .array(safeString("A list entry").trim().max(1000, "A list entry is too long (1,000 characters at most)"), {
    message: "Must be a list of texts",
  })
  .max(50, "At most 50 entries per list")
  .default([])
  .transform((items) => items.filter((item) => item.length > 0));

/** What HR posts (spec doc 2 §3, §5): title, location, type and summary required, experience ≥ 0. */
export const jobInputSchema = z.object({
  job_title: requiredText("Job title", 200),
  company: safeString("Company")
    .trim()
    .max(200, "Company is too long (200 characters at most)")
    .optional()
    .transform((company) => company || DEFAULT_COMPANY),
  department: z.enum(DEPARTMENTS, { message: `Department must be one of ${DEPARTMENTS.join(", ")}` }),
  job_type: z.enum(JOB_TYPES, { message: `Job type must be one of ${JOB_TYPES.join(", ")}` }).default("Full-time"),
  location: requiredText("Location", 200),
  salary_range: safeString("Salary range")
    .trim()
    .max(100, "Salary range is too long (100 characters at most)")
    .refine((text) => text === "" || parseSalaryRange(text) !== null, "Salary range must give figures, such as 6-10 LPA")
    .default(""),
  job_summary: requiredText("Job summary", 5000),
  experience_level: strictNumber("Experience must be a number").pipe(
    z
      .number()
      .int("Experience must be a whole number of years")
      .min(0, "Experience cannot be negative")
      .max(60, "Experience must be 60 years or less"),
  ),
  application_deadline: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Application deadline must be a date such as 2025-12-31")
    .refine((value) => isCalendarDate(value, DEADLINE_YEARS), "Application deadline must be a real date")
    // Checked when the form is sent, against the same UTC day isJobExpired uses.
    .refine((value) => !isJobExpired(value), "Application deadline cannot be in the past")
    .nullish()
    .or(z.literal("").transform(() => null))
    .transform((value) => value ?? null),
  equal_opportunity_statement: safeString("Equal opportunity statement")
    .trim()
    .max(5000, "Equal opportunity statement is too long")
    .default(""),
  how_to_apply: safeString("How to apply")
    .trim()
    .max(2000, "How to apply is too long")
    .refine((text) => !LOOKS_LIKE_LINK.test(text) || isHttpLink(text), "How to apply must be text or an http(s) link")
    .default(""),
  responsibilities: jobListSchema,
  required_qualifications: jobListSchema,
  preferred_skills: jobListSchema,
});
export type ValidJobInput = z.output<typeof jobInputSchema>;
