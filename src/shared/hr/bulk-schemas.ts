// The zod schemas of bulk decisions (bulk.ts holds the zod-free limits and texts): one request
// body for both doors, its summary, and "select all matching".
import { z } from "zod";
import { DEPARTMENTS } from "../departments.js";
import { idSchema } from "../input.js";
import { BULK_ACTIONS, BULK_MATCHING_CAP, BULK_MAX_IDS, BULK_MESSAGES, BULK_SKIP_REASONS, uniqueIds } from "./bulk.js";
import { moveApplicantSchema } from "./applicants.js";
import { roundSchema } from "./round-schemas.js";

const departmentSchema = z.enum(DEPARTMENTS, { message: "Unknown department" });
/** The move's message rules (trimmed, 1 to 5,000 characters), taken from the single move. */
const messageSchema = moveApplicantSchema.shape.message;

/** A move names its round; a reject needs none. */
export const ROUND_CHOSEN: [
  (run: { action: (typeof BULK_ACTIONS)[number]; toRound?: unknown }) => boolean,
  { message: string; path: string[] },
] = [(run) => run.action === "reject" || run.toRound !== undefined, { message: BULK_MESSAGES.chooseRound, path: ["toRound"] }];

export const bulkRunSchema = z
  .object({
    applicantIds: z
      .array(idSchema("Invalid applicant ID"), { message: BULK_MESSAGES.noIds })
      .min(1, BULK_MESSAGES.noIds)
      .max(BULK_MAX_IDS, BULK_MESSAGES.tooManyIds)
      .transform(uniqueIds),
    action: z.enum(BULK_ACTIONS, { message: BULK_MESSAGES.unknownAction }),
    /** The round to move to (action move); ignored for reject. Accepting in the HR Round selects (hires). */
    toRound: roundSchema.optional(),
    /** One message for all: it becomes each applicant's mail, else the standard mail. */
    message: messageSchema,
    /** Only applicants of this department (the HR page's); without it, any department. */
    department: departmentSchema.optional(),
  })
  .refine(...ROUND_CHOSEN);
export type BulkRunInput = z.output<typeof bulkRunSchema>;

export const bulkSummarySchema = z.object({
  action: z.enum(BULK_ACTIONS),
  done: z.array(z.number().int()).describe("Applicants moved or rejected, each with its mail queued"),
  skipped: z
    .array(z.object({ id: z.number().int(), reason: z.enum(BULK_SKIP_REASONS), message: z.string() }))
    .describe("Applicants left as they were, with the reason"),
  notRun: z.array(z.number().int()).describe("Applicants not handled because the run stopped"),
  stopped: z
    .object({ reason: z.literal("SERVICE_UNAVAILABLE"), message: z.string() })
    .nullable()
    .describe("Set when the mail queue could not be reached and the run stopped"),
});

export const bulkMatchingInputSchema = z.object({
  department: departmentSchema,
  /** A hiring round by label, value or slug (the step page's step). */
  round: roundSchema,
});

export const bulkMatchingIdsSchema = z.object({
  ids: z.array(z.number().int()).max(BULK_MATCHING_CAP),
  total: z.number().int(),
  capped: z.boolean(),
});
