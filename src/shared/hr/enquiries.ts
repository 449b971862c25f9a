// The enquiries HR reviews (spec doc 2 §3, §7; the spec calls each one a candidate): list query, camelCase enquiry, page, reject.
import { z } from "zod";
import { idSchema, isCalendarDate, safeString } from "../input.js";
import { DEFAULT_REJECTION_REASON } from "../mail.js";
import { applicationProfileSchema } from "./application-profile.js";
import { limitSchema, pageSchema } from "./paging-schemas.js";

const optionalText = (label: string, max: number, tooLong: string) =>
  safeString(label)
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

/** Years a sign-up date filter may name; beyond them Postgres or the calendar has no such day. */
const FILTER_YEARS = { minYear: 1900, maxYear: 2999 };

/** An ISO date (2025-01-31) or date-time; a bare date as an upper bound means the end of that day. */
const isoDateSchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, message)
      .refine((value) => isCalendarDate(value.slice(0, 10), FILTER_YEARS) && !Number.isNaN(Date.parse(value)), message)
      .optional(),
  );

export function dateBound(value: string, edge: "start" | "end"): Date {
  if (value.length > 10) return new Date(value);
  const start = new Date(`${value}T00:00:00.000Z`);
  return edge === "start" ? start : new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1);
}

export const START_AFTER_END = "Start date cannot be after end date.";

const enquiryFilters = {
  name: optionalText("Name filter", 100, "Name filter is too long"),
  email: optionalText("Email filter", 254, "Email filter is too long"),
  createdAt_gte: isoDateSchema("Start date must be an ISO date such as 2025-01-31"),
  createdAt_lte: isoDateSchema("End date must be an ISO date such as 2025-01-31"),
};

const startNotAfterEnd = (query: { createdAt_gte?: string | undefined; createdAt_lte?: string | undefined }) =>
  !query.createdAt_gte || !query.createdAt_lte || dateBound(query.createdAt_gte, "start") <= dateBound(query.createdAt_lte, "end");
const startAfterEndIssue = { message: START_AFTER_END, path: ["createdAt_lte"] };

export const enquiriesQuerySchema = z
  .object({ page: pageSchema, limit: limitSchema, ...enquiryFilters })
  .refine(startNotAfterEnd, startAfterEndIssue);

/** The list's filters without paging (the CSV export: every matching enquiry). */
export const enquiryFiltersSchema = z.object(enquiryFilters).refine(startNotAfterEnd, startAfterEndIssue);
export type EnquiryFilters = z.output<typeof enquiryFiltersSchema>;

export const enquirySchema = applicationProfileSchema.extend({
  id: z.number().int(),
  /** The wizard's skills with "Others" replaced by what was typed there. */
  skills: z.array(z.string()),
  /** Rupees per year. */
  expectedCTC: z.number().int().nullable(),
  createdAt: z.string(),
  /** HR has rejected this enquiry (and mailed the candidate); it cannot be rejected again. */
  rejected: z.boolean(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiriesPageSchema = z.object({
  data: z.array(enquirySchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalCandidates: z.number().int(),
    limit: z.number().int(),
  }),
});
export type EnquiriesPage = z.infer<typeof enquiriesPageSchema>;

export const enquiryIdSchema = idSchema("Invalid candidate ID");

/** A blank reason becomes the spec's default reason (doc 2 §7). */
export const rejectEnquirySchema = z.object({
  reason: safeString("The reason", { message: "The reason must be text" })
    .trim()
    .max(2000, "The reason is too long (2,000 characters at most)")
    .optional()
    .transform((reason) => reason || DEFAULT_REJECTION_REASON),
});
