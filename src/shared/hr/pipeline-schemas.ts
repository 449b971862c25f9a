// The zod schemas of the pipeline board (pipeline.ts holds the zod-free names and helpers).
import { z } from "zod";
import { DEPARTMENTS } from "../departments.js";
import { HIRING_ROUNDS, ROUND_STATUSES, toStepSlug } from "./rounds.js";
import { PIPELINE_COLUMNS, PIPELINE_MAX_PAGE, PIPELINE_MESSAGES } from "./pipeline.js";
import { scorecardSummarySchema } from "../scorecards.js";

/** A column by its slug, in any spelling `toStepSlug` accepts ("Round 1", "round_1", "round-1"). */
export const pipelineColumnSchema = z
  .string({ message: PIPELINE_MESSAGES.unknownColumn })
  .transform(toStepSlug)
  .pipe(z.enum(PIPELINE_COLUMNS, { message: PIPELINE_MESSAGES.unknownColumn }));

const jobIdNamed = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a job's id` })
    .int()
    .positive()
    .max(2_147_483_647);

export const pipelineColumnQuerySchema = z.object({
  department: z.enum(DEPARTMENTS, { message: "Unknown department" }),
  column: pipelineColumnSchema,
  jobId: jobIdNamed("jobId").optional(),
  cursor: z.string().min(1).max(200).optional(),
  page: z.coerce.number().int().min(1).max(PIPELINE_MAX_PAGE).optional(),
});

export const pipelineCardSchema = z.object({
  applicantId: z.number().int(),
  fullName: z.string(),
  jobId: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  appliedAt: z.string(),
  rating: z.number().int().nullable(),
  roundValue: z.enum(HIRING_ROUNDS),
  roundStatus: z.enum(ROUND_STATUSES),
  scorecards: scorecardSummarySchema.nullish(),
  /** Waiting in its round longer than the 80th percentile of its department and round (issue #32). */
  overdue: z.boolean().optional(),
});

export const pipelineColumnPageSchema = z.object({
  column: z.enum(PIPELINE_COLUMNS),
  total: z.number().int(),
  data: z.array(pipelineCardSchema),
  nextCursor: z.string().nullable(),
});

export const pipelineJobsQuerySchema = z.object({ department: z.enum(DEPARTMENTS, { message: "Unknown department" }) });
export const pipelineJobsSchema = z.array(z.object({ id: z.number().int(), jobTitle: z.string() }));

/** The REST door's query (issue #16, snake_case): the column as `round`, `job_id`, `page` (1-based) or `cursor`. */
export const pipelineRestQuerySchema = z.object({
  round: pipelineColumnSchema,
  job_id: jobIdNamed("job_id").optional(),
  page: z.coerce.number({ message: "page must be a number" }).int().min(1).max(PIPELINE_MAX_PAGE).optional(),
  cursor: z.string().min(1).max(200).optional(),
});
