// Hiring analytics (issue #32): the filter every panel takes and the five panels' answers, as zod
// schemas shared by tRPC, REST and the client. Days are calendar days, YYYY-MM-DD, UTC, both inclusive.
import { z } from "zod";
import { DEPARTMENTS } from "../departments.js";
import { idSchema, isCalendarDate } from "../input.js";
import { snakeCaseSchema } from "../snake-case.js";

export const ANALYTICS_MESSAGES = {
  invalidFrom: "From must be a date, YYYY-MM-DD",
  invalidTo: "To must be a date, YYYY-MM-DD",
  fromAfterTo: "From must not be after To",
  rangeTooLong: "The range may span at most 2 years",
  invalidJob: "Job must be a job's id",
  unknownDepartment: "Unknown department",
} as const;

/** The sources panel's name for applications whose source is blank (erased ones). */
export const ANALYTICS_UNKNOWN_SOURCE = "Not given";

/** Without From, a panel reads the 90 days up to To (To defaults to today, UTC). */
export const ANALYTICS_DEFAULT_DAYS = 90;
/** The longest range, in days (2 years, a leap day included). */
export const ANALYTICS_MAX_DAYS = 731;

const blankIsUnset = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value);

const daySchema = (message: string) =>
  z.preprocess(
    blankIsUnset,
    z
      .string({ message })
      .trim()
      .refine((value) => isCalendarDate(value, { minYear: 2000, maxYear: 2999 }), message)
      .optional(),
  );

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const filterFields = {
  department: z.preprocess(blankIsUnset, z.enum(DEPARTMENTS, { message: ANALYTICS_MESSAGES.unknownDepartment }).optional()),
  from: daySchema(ANALYTICS_MESSAGES.invalidFrom),
  to: daySchema(ANALYTICS_MESSAGES.invalidTo),
};

type RangeQuery = { from?: string | undefined; to?: string | undefined };
const fromNotAfterTo = (query: RangeQuery) => !query.from || !query.to || query.from <= query.to;
const rangeNotTooLong = (query: RangeQuery) => !query.from || !query.to || daysBetween(query.from, query.to) < ANALYTICS_MAX_DAYS;

const analyticsFields = z.object({
  ...filterFields,
  jobId: z.preprocess(blankIsUnset, idSchema(ANALYTICS_MESSAGES.invalidJob).optional()),
});

/** The range rules, for either door's spelling of the filters. */
const withRangeRules = <Query extends z.ZodType<RangeQuery>>(query: Query) =>
  query
    .refine(fromNotAfterTo, { message: ANALYTICS_MESSAGES.fromAfterTo, path: ["to"] })
    .refine(rangeNotTooLong, { message: ANALYTICS_MESSAGES.rangeTooLong, path: ["from"] });

/** tRPC's input: `jobId`. */
export const analyticsQuerySchema = withRangeRules(analyticsFields);
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** REST's query string: snake_case `job_id`. */
export const analyticsRestQuerySchema = withRangeRules(snakeCaseSchema(analyticsFields));

const count = z.number().int().nonnegative();
/** Days, to two decimals; null when no application counts. */
const days = z.number().nullable();

/** The range the panel read (defaults filled in), so a chart can label it. */
const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const funnelSchema = z.object({
  range: rangeSchema,
  rounds: z.array(z.object({ round: z.string(), entered: count, passed: count, rejected: count, withdrawn: count, pending: count })),
});
export type Funnel = z.output<typeof funnelSchema>;

const durationSchema = z.object({ count, median: days, p80: days });
export const timeInStageSchema = z.object({
  range: rangeSchema,
  rounds: z.array(durationSchema.extend({ round: z.string() })),
  toDecision: durationSchema,
});
export type TimeInStage = z.output<typeof timeInStageSchema>;

export const sourcesSchema = z.object({
  range: rangeSchema,
  sources: z.array(z.object({ source: z.string(), applications: count, passedScreening: count, selected: count })),
});
export type Sources = z.output<typeof sourcesSchema>;

export const weeklySchema = z.object({
  range: rangeSchema,
  /** Every ISO week the range touches, oldest first; `week` is e.g. 2026-W05, `start` its Monday. */
  weeks: z.array(z.object({ week: z.string(), start: z.string(), applications: count, decisions: count })),
});
export type Weekly = z.output<typeof weeklySchema>;

export const mailStatsSchema = z.object({
  range: rangeSchema,
  kinds: z.array(z.object({ kind: z.string(), sent: count, failed: count, retried: count })),
});
export type MailStats = z.output<typeof mailStatsSchema>;
