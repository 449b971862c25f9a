// Job applicants by department and step (spec doc 2 §3, §7): list query, row and detail, the move
// and the HR mail, in camelCase (the spec's REST door answers in snake_case: rest/applicant-bodies.ts).
import { z } from "zod";
import { STORED_SKILL_AND_PAY_FIELDS } from "../answer-fields.js";
import { emailSchema } from "../email.js";
import { idSchema, isCalendarDate, safeString } from "../input.js";
import { JOB_TYPES } from "../job.js";
import { applicationProfileSchema } from "./application-profile.js";
import { optionalLinkSchema } from "./links.js";
import { limitSchema, pageSchema } from "./paging-schemas.js";
import { roundSchema, stepSchema } from "./round-schemas.js";
import { HIRING_ROUNDS, ROUND_STATUSES } from "./rounds.js";

/** An unset filter: absent, or left empty in a query string. */
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const APPLIED_YEARS = { minYear: 2000, maxYear: 2999 };

/**
 * What an applicant list shows: a step, and the department page's filters (each an exact value of
 * the rows' column). The list and its CSV export both take it, so an export holds the screen's rows.
 */
export const applicantListFiltersSchema = z.object({
  /** A step slug or round name; without one, the department's applicants in every round. */
  round: stepSchema.optional().default("applied"),
  jobTitle: unsetWhenBlank(safeString("The job title filter").trim().max(200, "The job title filter is too long")),
  jobType: unsetWhenBlank(z.enum(JOB_TYPES, { message: `Job type must be one of ${JOB_TYPES.join(", ")}` })),
  gender: unsetWhenBlank(safeString("The gender filter").trim().max(40, "The gender filter is too long")),
  /** The UTC day the application arrived (the list's Applied At). */
  appliedOn: unsetWhenBlank(
    z.string().refine((value) => isCalendarDate(value, APPLIED_YEARS), "Applied date must be an ISO date such as 2025-01-31"),
  ),
});
export type ApplicantListFilters = z.output<typeof applicantListFiltersSchema>;

export const applicantsQuerySchema = applicantListFiltersSchema.extend({
  page: pageSchema,
  limit: limitSchema,
  /** From a previous answer's nextCursor / prevCursor: reads that page by keyset instead of OFFSET. */
  cursor: safeString("The cursor").max(200).optional(),
});

export const applicantRowSchema = z.object({
  applicantId: z.number().int(),
  fullName: z.string(),
  /** Null once the application's personal data is erased. */
  dateOfBirth: z.string().nullable(),
  gender: z.string(),
  highestQualification: z.string(),
  jobTitle: z.string().nullable(),
  jobType: z.string().nullable(),
  /** 1 = active. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** The round's label, e.g. Round 1. */
  round: z.string(),
  roundValue: z.enum(HIRING_ROUNDS),
  appliedAt: z.string(),
  email: z.string(),
  roundStatus: z.enum(ROUND_STATUSES),
  /** Set when the candidate withdrew the application: HR can no longer move it. */
  withdrawnAt: z.string().nullable(),
  /** Waiting in its round longer than the 80th percentile of its department and round (issue #32); step lists only. */
  overdue: z.boolean().optional(),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;

export const applicantsPageSchema = z.object({
  data: z.array(applicantRowSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalApplicants: z.number().int(),
    limit: z.number().int(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  }),
});
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;

/** One stored round change: from, to, the resulting status, when and by whom (null: account removed). */
export const roundChangeSchema = z.object({
  fromRound: z.string(),
  toRound: z.string(),
  status: z.enum(ROUND_STATUSES),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type RoundChangeEntry = z.infer<typeof roundChangeSchema>;

/** The profile HR's views share, the skills and pay as stored, and the application's place in the rounds. */
export const applicantDetailSchema = applicationProfileSchema.extend({
  ...STORED_SKILL_AND_PAY_FIELDS,
  applicantId: z.number().int(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  round: z.string(),
  roundStatus: z.enum(ROUND_STATUSES),
  withdrawnAt: z.string().nullable(),
  appliedAt: z.string(),
  /** The round changes, oldest first. */
  history: z.array(roundChangeSchema),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

/** What a move did: the applicant's round (label and value) and status after it. */
export const movedApplicantSchema = z.object({
  applicantId: z.number().int(),
  round: z.string(),
  roundValue: z.enum(HIRING_ROUNDS),
  roundStatus: z.enum(ROUND_STATUSES),
});
export type MovedApplicant = z.infer<typeof movedApplicantSchema>;

export const applicantIdSchema = idSchema("Invalid applicant ID");

const mailMessageSchema = safeString("The message")
  .trim()
  .min(1, "Please write a message")
  .max(5000, "The message is too long (5,000 characters at most)");

/**
 * Accept (status cleared) needs the round to move to; reject keeps the current one, so its
 * toRound is ignored. With a message, that message is the mail; without, the standard one.
 */
export const moveApplicantSchema = z
  .object({
    toRound: roundSchema.optional(),
    status: z.enum(["cleared", "rejected"], { message: "Status must be cleared or rejected" }),
    message: mailMessageSchema.optional(),
    link: optionalLinkSchema,
  })
  .refine((move) => move.status === "rejected" || move.toRound !== undefined, {
    message: "Please choose a round to move the applicant to",
    path: ["toRound"],
  });

export const sendEmailSchema = z.object({
  email: emailSchema,
  message: mailMessageSchema,
  link: optionalLinkSchema,
  status: z.enum(["accept", "reject"], { message: "Status must be accept or reject" }),
});
