// Interviews as zod schemas, one per input for both doors (tRPC hr.interviews.*, interviews.list,
// me.interviews; REST /application/api/applicants/{id}/interviews, /api/interviews, /api/me/interviews).
// Field names are camelCase; the REST door's snake_case bodies (issue #30) are derived from these
// (server/rest/interview-bodies.ts). Instants are ISO strings.
import { z } from "zod";
import { DEPARTMENTS } from "./departments.js";
import { HIRING_ROUNDS } from "./hr/rounds.js";
import { idSchema, isHttpLink, safeString, wholeNumber } from "./input.js";
import { INTERVIEW_LIMITS, INTERVIEW_STATUSES, INTERVIEW_TEXTS } from "./interview-terms.js";

export const interviewIdSchema = idSchema(INTERVIEW_TEXTS.invalidId);
export const interviewApplicationIdSchema = idSchema(INTERVIEW_TEXTS.invalidApplicationId);

/** An instant with its offset (Z or ±hh:mm), as a Date. */
function instantSchema(message: string) {
  return z
    .string({ message })
    .trim()
    .pipe(z.iso.datetime({ offset: true, message }))
    .transform((value) => new Date(value));
}

export const startsAtSchema = instantSchema(INTERVIEW_TEXTS.startsAtRequired);
export const durationSchema = wholeNumber(INTERVIEW_TEXTS.duration, INTERVIEW_LIMITS.minDuration, INTERVIEW_LIMITS.maxDuration);

export const interviewerIdsSchema = z
  .array(idSchema(INTERVIEW_TEXTS.interviewerId), { message: INTERVIEW_TEXTS.interviewersRequired })
  .min(INTERVIEW_LIMITS.minInterviewers, INTERVIEW_TEXTS.interviewersRequired)
  .max(INTERVIEW_LIMITS.maxInterviewers, INTERVIEW_TEXTS.interviewersRequired)
  .refine((ids) => new Set(ids).size === ids.length, INTERVIEW_TEXTS.duplicateInterviewers);

/** Blank → null (no location). */
export const locationSchema = safeString("Location", { message: INTERVIEW_TEXTS.locationTooLong })
  .trim()
  .max(INTERVIEW_LIMITS.location, INTERVIEW_TEXTS.locationTooLong)
  .transform((value) => value || null);

/** Blank → null (no link); otherwise an absolute http(s) link. */
export const meetingUrlSchema = z
  .string({ message: INTERVIEW_TEXTS.meetingUrl })
  .trim()
  .max(INTERVIEW_LIMITS.meetingUrl, INTERVIEW_TEXTS.meetingUrlTooLong)
  .refine((value) => value === "" || isHttpLink(value), INTERVIEW_TEXTS.meetingUrl)
  .transform((value) => value || null);

/** A place is required: a location or a meeting link (the contract's `meetingUrl`, the REST body's `meeting_url`). */
export const placeGiven = (location: string | null | undefined, link: string | null | undefined) => Boolean(location) || Boolean(link);
export const PLACE_REQUIRED = { message: INTERVIEW_TEXTS.placeRequired, path: ["location"] };

/** Time, interviewers and place of an interview (POST /application/api/applicants/{id}/interviews' body, camelCase). */
export const interviewFieldsSchema = z.object({
  startsAt: startsAtSchema,
  durationMinutes: durationSchema,
  interviewerIds: interviewerIdsSchema,
  location: locationSchema.nullish(),
  meetingUrl: meetingUrlSchema.nullish(),
});

/** tRPC hr.interviews.schedule: a place (location or link) is required. */
export const scheduleInterviewInput = z
  .object({ applicationId: interviewApplicationIdSchema, ...interviewFieldsSchema.shape })
  .refine((value) => placeGiven(value.location, value.meetingUrl), PLACE_REQUIRED);
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewInput>;

/** Any of the fields (PATCH /api/interviews/{id}'s body, camelCase); the rest stay as they are. */
export const interviewChangesSchema = z.object({
  startsAt: startsAtSchema.optional(),
  durationMinutes: durationSchema.optional(),
  interviewerIds: interviewerIdsSchema.optional(),
  /** null or "" removes it (a place must remain). */
  location: locationSchema.nullish(),
  meetingUrl: meetingUrlSchema.nullish(),
});

/** A change names at least one field: one rule for the contract and the REST door's body. */
export const CHANGES_SOMETHING: [(changes: Record<string, unknown>) => boolean, string] = [
  (changes) => Object.values(changes).some((field) => field !== undefined),
  INTERVIEW_TEXTS.nothingToChange,
];
const [changesSomething, nothingToChange] = CHANGES_SOMETHING;

/** tRPC hr.interviews.reschedule. */
export const rescheduleInterviewInput = z
  .object({ id: interviewIdSchema, ...interviewChangesSchema.shape })
  .refine(({ id: _id, ...changes }) => changesSomething(changes), nothingToChange);
export type RescheduleInterviewInput = z.input<typeof rescheduleInterviewInput>;

/** A rule on a list's range, checked only when both ends parsed: zod runs an object's refinements even when a field failed. */
function rangeRule(holds: (from: Date, to: Date) => boolean) {
  return ({ from, to }: { from?: unknown; to?: unknown }) => !(from instanceof Date && to instanceof Date) || holds(from, to);
}

/** A list's range, as instants. */
const optionalInstant = z.preprocess(
  (value) => (value === "" ? undefined : value),
  instantSchema(INTERVIEW_TEXTS.invalidInstant).optional(),
);

/** The filters of GET /api/interviews and tRPC interviews.list: a range (HR's week), an interviewer, a department. */
export const interviewsFiltersSchema = z.object({
  from: optionalInstant,
  to: optionalInstant,
  interviewerId: z.preprocess((value) => (value === "" ? undefined : value), idSchema(INTERVIEW_TEXTS.interviewerId).optional()),
  department: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(DEPARTMENTS, { message: "Unknown department" }).optional(),
  ),
});

type RangeRefinement = [(range: { from?: unknown; to?: unknown }) => boolean, { message: string; path: string[] }];

/** The range's rules, for the contract and the REST door's query alike. */
export const RANGE_ORDERED: RangeRefinement = [rangeRule((from, to) => from < to), { message: INTERVIEW_TEXTS.rangeInvalid, path: ["to"] }];
export const RANGE_BOUNDED: RangeRefinement = [
  rangeRule((from, to) => to.getTime() - from.getTime() <= INTERVIEW_LIMITS.maxRangeDays * 86_400_000),
  { message: INTERVIEW_TEXTS.rangeTooLong, path: ["to"] },
];

export const interviewsQuerySchema = interviewsFiltersSchema.refine(...RANGE_ORDERED).refine(...RANGE_BOUNDED);
export type InterviewsQuery = z.input<typeof interviewsQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** What HR's and the candidate's views of an interview both show: its round, when and where. */
const roundTimeAndPlace = {
  round: z.enum(HIRING_ROUNDS),
  roundLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
};

/** An interview as HR and its interviewers see it. */
export const interviewSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  candidateName: z.string(),
  jobTitle: z.string(),
  department: z.enum(DEPARTMENTS).nullable(),
  ...roundTimeAndPlace,
  status: z.enum(INTERVIEW_STATUSES),
  /** The invite's SEQUENCE: raised by each reschedule and by the cancel. */
  sequence: z.number().int(),
  interviewers: z.array(personSchema),
  /** What its scorecards rate: its department and round's criteria (GET /api/interviews fills it). */
  criteria: z.array(z.string()).optional(),
});
export type Interview = z.output<typeof interviewSchema>;

export const interviewsAnswerSchema = z.object({ interviews: z.array(interviewSchema) });
export type InterviewsAnswer = z.output<typeof interviewsAnswerSchema>;

export const interviewWriteAnswer = z.object({ id: z.number().int(), message: z.string() });

/** An interview as its candidate sees it: the interviewers by first name, no HR-only fields. */
export const myInterviewSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  jobTitle: z.string(),
  ...roundTimeAndPlace,
  interviewers: z.array(z.string()),
  /** The add-to-calendar download (GET, the candidate's Bearer token). */
  icsPath: z.string(),
});
export type MyInterview = z.output<typeof myInterviewSchema>;

/**
 * A slot offered to the candidate and still open (self-booking: filled by the slot offers' service,
 * services/interview-slots/list-offered-slots.ts): id, startsAt, durationMinutes, with its offer,
 * application, job, round and place.
 */
export const myOfferedSlotSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  applicationId: z.number().int(),
  jobTitle: z.string(),
  round: z.enum(HIRING_ROUNDS),
  roundLabel: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
});

/** GET /api/me/interviews, tRPC me.interviews: upcoming booked interviews, soonest first, and open slots. */
export const myInterviewsAnswerSchema = z.object({ interviews: z.array(myInterviewSchema), slots: z.array(myOfferedSlotSchema) });
export type MyInterviewsAnswer = z.output<typeof myInterviewsAnswerSchema>;

/** HR's choice of interviewers: HR users and active interviewers. */
export const interviewerOptionsSchema = z.array(personSchema.extend({ role: z.enum(["hr", "interviewer"]) }));
export type InterviewerOption = z.output<typeof interviewerOptionsSchema>[number];
