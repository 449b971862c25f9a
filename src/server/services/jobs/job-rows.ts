// The jobs board's hot reads go through the SQL layer as named statements (prepared once per
// connection) on the pg pool: Prisma's own work per call was 6× (one job) and 3× (all jobs) the
// statement's in CPU (bench/http.ts, "ORM cost"). A row parses into Prisma's JobModel, so
// job-mapper.ts turns it into the same Job object as a row read through Prisma.
import { z } from "zod";
import { sql } from "../../../infra/db/sql.js";
import { DEPARTMENTS } from "../../../shared/departments.js";
import { JOB_TYPES } from "../../../shared/job.js";
import type { JobModel } from "../../../infra/db/generated/models.js";
import { jobTypeToDb } from "./job-mapper.js";

/** Every column of `jobs`, named as JobModel's fields. */
export const JOB_COLUMNS = sql`id, job_title AS "jobTitle", company, department, job_type AS "jobType", location,
  salary_range AS "salaryRange", job_summary AS "jobSummary", experience_level AS "experienceLevel",
  application_deadline AS "applicationDeadline", equal_opportunity_statement AS "equalOpportunityStatement",
  how_to_apply AS "howToApply", responsibilities, required_qualifications AS "requiredQualifications",
  preferred_skills AS "preferredSkills", created_at AS "createdAt"`;

/** A NULL list reads as an empty one, as in Prisma. */
const textList = z
  .array(z.string())
  .nullable()
  .transform((list) => list ?? []);

/** A row of JOB_COLUMNS as Prisma's JobModel. */
export const jobRowSchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  company: z.string(),
  department: z.enum(DEPARTMENTS),
  // Postgres holds the enum's labels (schema.prisma @map), which are the API's; the model has Prisma's names.
  jobType: z.enum(JOB_TYPES).transform(jobTypeToDb),
  location: z.string(),
  salaryRange: z.string(),
  jobSummary: z.string(),
  experienceLevel: z.number().int(),
  applicationDeadline: z.date().nullable(),
  equalOpportunityStatement: z.string(),
  howToApply: z.string(),
  responsibilities: textList,
  requiredQualifications: textList,
  preferredSkills: textList,
  createdAt: z.date(),
}) satisfies z.ZodType<JobModel>;
