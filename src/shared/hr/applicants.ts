// Job applicants by department and step (spec doc 2 §3, §7): list query, snake_case row and detail,
// the move and the HR mail.
import { z } from "zod";
import { emailSchema } from "../email.js";
import { idSchema, isCalendarDate, safeString } from "../input.js";
import { JOB_TYPES } from "../job.js";
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
  job_title: unsetWhenBlank(safeString("The job title filter").trim().max(200, "The job title filter is too long")),
  job_type: unsetWhenBlank(z.enum(JOB_TYPES, { message: `Job type must be one of ${JOB_TYPES.join(", ")}` })),
  gender: unsetWhenBlank(safeString("The gender filter").trim().max(40, "The gender filter is too long")),
  /** The UTC day the application arrived (the list's Applied At). */
  applied_on: unsetWhenBlank(
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
  applicant_id: z.number().int(),
  full_name: z.string(),
  /** Null once the application's personal data is erased. */
  date_of_birth: z.string().nullable(),
  gender: z.string(),
  highest_qualification: z.string(),
  job_title: z.string().nullable(),
  job_type: z.string().nullable(),
  /** 1 = active. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** The round's label, e.g. Round 1. */
  round: z.string(),
  round_value: z.enum(HIRING_ROUNDS),
  applied_at: z.string(),
  email: z.string(),
  round_status: z.enum(ROUND_STATUSES),
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
  from_round: z.string(),
  to_round: z.string(),
  status: z.enum(ROUND_STATUSES),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
});
export type RoundChangeEntry = z.infer<typeof roundChangeSchema>;

export const applicantDetailSchema = z.object({
  applicant_id: z.number().int(),
  department: z.string().nullable(),
  job_title: z.string().nullable(),
  round: z.string(),
  round_status: z.enum(ROUND_STATUSES),
  withdrawnAt: z.string().nullable(),
  applied_at: z.string(),
  full_name: z.string(),
  /** Null once the application's personal data is erased. */
  date_of_birth: z.string().nullable(),
  gender: z.string(),
  mobile_number: z.string(),
  alternate_contact_number: z.string().nullable(),
  email: z.string(),
  current_city: z.string(),
  home_town: z.string(),
  willing_to_relocate: z.boolean(),
  highest_qualification: z.string(),
  course_name: z.string(),
  college_university: z.string(),
  affiliated_university: z.string().nullable(),
  year_of_passing: z.number().int(),
  aggregate_marks: z.number(),
  all_semesters_cleared: z.boolean(),
  tech_skills: z.array(z.string()),
  other_tech_skills: z.string().nullable(),
  certificate_name: z.string().nullable(),
  internship_project_experience: z.boolean(),
  project_description: z.string().nullable(),
  github_link: z.string().nullable(),
  linkedin_link: z.string().nullable(),
  preferred_role: z.string(),
  immediate_joining: z.boolean(),
  open_to_shifts: z.boolean(),
  expected_ctc: z.number().int().nullable(),
  opportunity_source: z.string(),
  available_for_online_tests: z.boolean(),
  has_laptop_internet: z.boolean(),
  languages: z.array(z.string()),
  /** Masked to the last four (`XXXX XXXX 1234`); the full number only through the reveal, one at a time. */
  aadhar_number: z.string().nullable(),
  pan_no: z.string().nullable(),
  passport_available: z.boolean(),
  passport_number: z.string().nullable(),
  /** HR-only download paths (never a public URL). */
  resume_path: z.string().nullable(),
  academic_docs_path: z.string().nullable(),
  /** The round changes, oldest first. */
  history: z.array(roundChangeSchema),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

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
