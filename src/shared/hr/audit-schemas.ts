// The activity list's inputs and answers as zod schemas (audit.ts holds the zod-free vocabulary and
// texts): one schema for tRPC and the REST query string, so both refuse bad filters with one text.
import { z } from "zod";
import { idSchema, isCalendarDate } from "../input.js";
import { AUDIT_ACTIONS, AUDIT_MESSAGES } from "./audit.js";
import { pageSchema } from "./paging-schemas.js";
import { snakeCaseSchema } from "../snake-case.js";

const FILTER_YEARS = { minYear: 2000, maxYear: 2999 };

/** A calendar day, YYYY-MM-DD (UTC); a blank one is no filter. */
const daySchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ message })
      .trim()
      .refine((value) => isCalendarDate(value, FILTER_YEARS), message)
      .optional(),
  );

const blankIsUnset = (value: unknown) => (value === "" || value === null ? undefined : value);

export const auditActionSchema = z.enum(AUDIT_ACTIONS, { message: AUDIT_MESSAGES.unknownAction });

export const activityFilters = {
  actor: z.preprocess(blankIsUnset, idSchema(AUDIT_MESSAGES.invalidActor).optional()),
  action: z.preprocess(blankIsUnset, auditActionSchema.optional()),
  from: daySchema(AUDIT_MESSAGES.invalidFrom),
  to: daySchema(AUDIT_MESSAGES.invalidTo),
};

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

const cursorSchema = z.string().max(200, AUDIT_MESSAGES.invalidCursor).optional();

const activityQueryFields = z.object({
  ...activityFilters,
  applicationId: z.preprocess(blankIsUnset, idSchema(AUDIT_MESSAGES.invalidApplicationId).optional()),
  page: pageSchema,
  cursor: cursorSchema,
});
const FROM_NOT_AFTER_TO = { message: AUDIT_MESSAGES.fromAfterTo, path: ["to"] };

export const activityQuerySchema = activityQueryFields.refine(fromNotAfterTo, FROM_NOT_AFTER_TO);

/** REST's query string: snake_case application_id. */
export const activityRestQuerySchema = snakeCaseSchema(activityQueryFields).refine(fromNotAfterTo, FROM_NOT_AFTER_TO);

export const applicationHistoryQuerySchema = z.object({
  applicationId: idSchema(AUDIT_MESSAGES.invalidApplicationId),
  cursor: cursorSchema,
});

const auditStateSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const activityEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: auditActionSchema,
  targetType: z.string(),
  targetId: z.string().nullable(),
  applicationId: z.number().int().nullable(),
  before: auditStateSchema,
  after: auditStateSchema,
  /** Looked up when read (rows hold ids only): the application's person, null once it is deleted. */
  applicantName: z.string().nullable(),
  /** Whether that application is an enquiry (no job). */
  enquiry: z.boolean(),
  /** The application's job title, or the job's for a job's rows; null once gone. */
  jobTitle: z.string().nullable(),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  data: z.array(activityEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
  /** Pass as `cursor` (with page + 1) for the next page: a keyset read, as cheap at any depth. */
  nextCursor: z.string().nullable(),
  /** Pass as `cursor` (with page − 1) for the previous page. */
  prevCursor: z.string().nullable(),
});
export type ActivityPage = z.output<typeof activityPageSchema>;

export const activityActorSchema = z.object({ id: z.number().int(), name: z.string() });
export const activityActorsSchema = z.array(activityActorSchema);
