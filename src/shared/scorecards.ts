// Scorecards (issue #30 item 5): the criteria each round's scorecards rate (defaults here; HR edits
// them per department and round), an interviewer's scorecard (each criterion rated 1–4, a
// recommendation, notes) and what HR and the interviewers read back. One schema per input for both
// doors (tRPC hr.scorecardCriteria.*, hr.interviews.scorecards, the interviewer's submit/read;
// REST /api/hr/scorecard-criteria, POST /api/interviews/{id}/scorecard,
// GET /application/api/applicants/{id}/scorecards), camelCase; the REST door's snake_case answers are
// derived in server/rest/interview-bodies.ts. Never shown to the candidate.
import { z } from "zod";
import { DEPARTMENTS } from "./departments.js";
import { safeString } from "./input.js";
import { interviewIdSchema } from "./interviews.js";
import { HIRING_ROUNDS, type HiringRound } from "./hr/rounds.js";

export const RECOMMENDATIONS = ["strong_no", "no", "yes", "strong_yes"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: "Strong no",
  no: "No",
  yes: "Yes",
  strong_yes: "Strong yes",
};

export const RATING_MIN = 1;
export const RATING_MAX = 4;
/** What each rating means, shown beside the radio buttons. */
export const RATING_LABELS: Record<number, string> = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Excellent" };

export const CRITERIA_LIMITS = { min: 1, max: 8, minLabel: 2, maxLabel: 60, notes: 5000 } as const;

/**
 * A round's criteria when HR has not set the department's own. Resume Screening is rarely an
 * interview, but an interview there still gets something to rate.
 */
export const DEFAULT_SCORECARD_CRITERIA: Record<HiringRound, readonly string[]> = {
  resume_screening: ["Relevant experience", "Skills match", "Motivation"],
  round_1: ["Problem solving", "Coding", "Communication"],
  round_2: ["System design", "Depth", "Collaboration"],
  final_round: ["Technical judgement", "Ownership", "Communication", "Team fit"],
  hr_round: ["Motivation", "Values", "Communication", "Expectations fit"],
};

export const SCORECARD_TEXTS = {
  unknownDepartment: "Unknown department",
  unknownRound: `Round must be one of ${HIRING_ROUNDS.join(", ")}`,
  tooFewCriteria: `Give at least ${CRITERIA_LIMITS.min} criterion.`,
  tooManyCriteria: `Give at most ${CRITERIA_LIMITS.max} criteria.`,
  labelLength: `Each criterion must be ${CRITERIA_LIMITS.minLabel} to ${CRITERIA_LIMITS.maxLabel} characters.`,
  duplicateLabel: "Each criterion can be listed once.",
  criteriaSaved: "The criteria are saved. Interviews of this round rate them from now on.",
  interviewNotFound: "Interview not found",
  notParticipant: "Only the interview's interviewers submit scorecards for it.",
  interviewCanceled: "This interview was canceled, so it takes no scorecard.",
  decided: "HR has already decided on this round, so its scorecards can no longer be changed.",
  invalidRating: `Each rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}.`,
  ratingsMismatch: (criteria: readonly string[]) => `Rate exactly these criteria: ${criteria.join(", ")}.`,
  unknownRecommendation: "Recommendation must be one of strong_no, no, yes, strong_yes.",
  notesTooLong: `Notes can be at most ${CRITERIA_LIMITS.notes.toLocaleString("en-US")} characters.`,
  submitted: "Your scorecard is submitted.",
  updated: "Your scorecard is updated.",
} as const;

export const departmentSchema = z.enum(DEPARTMENTS, { message: SCORECARD_TEXTS.unknownDepartment });
export const roundSchema = z.enum(HIRING_ROUNDS, { message: SCORECARD_TEXTS.unknownRound });

export const criteriaKeySchema = z.object({ department: departmentSchema, round: roundSchema });
export type CriteriaKey = z.output<typeof criteriaKeySchema>;

const criterionLabel = safeString("A criterion")
  .trim()
  .min(CRITERIA_LIMITS.minLabel, SCORECARD_TEXTS.labelLength)
  .max(CRITERIA_LIMITS.maxLabel, SCORECARD_TEXTS.labelLength);

export const criteriaListSchema = z
  .array(criterionLabel, { message: SCORECARD_TEXTS.tooFewCriteria })
  .min(CRITERIA_LIMITS.min, SCORECARD_TEXTS.tooFewCriteria)
  .max(CRITERIA_LIMITS.max, SCORECARD_TEXTS.tooManyCriteria)
  .refine((labels) => new Set(labels.map((label) => label.toLowerCase())).size === labels.length, SCORECARD_TEXTS.duplicateLabel);

/** PUT /api/hr/scorecard-criteria's body (department and round in the query). */
export const criteriaBodySchema = z.object({ criteria: criteriaListSchema });
export const setCriteriaInput = criteriaKeySchema.extend({ criteria: criteriaListSchema });
export type SetCriteriaInput = z.output<typeof setCriteriaInput>;

export const criteriaAnswer = z.object({
  department: z.enum(DEPARTMENTS),
  round: z.enum(HIRING_ROUNDS),
  criteria: z.array(z.string()),
  /** No rows of HR's own: the round's defaults. */
  isDefault: z.boolean(),
});
export type CriteriaAnswer = z.output<typeof criteriaAnswer>;
export const setCriteriaAnswer = criteriaAnswer.extend({ message: z.string() });

const ratingSchema = z
  .number({ message: SCORECARD_TEXTS.invalidRating })
  .int(SCORECARD_TEXTS.invalidRating)
  .min(RATING_MIN, SCORECARD_TEXTS.invalidRating)
  .max(RATING_MAX, SCORECARD_TEXTS.invalidRating);

/** POST /api/interviews/{id}/scorecard's body; whether the ratings cover the interview's criteria is the service's check. */
export const scorecardBodySchema = z.object({
  ratings: z.record(z.string().max(CRITERIA_LIMITS.maxLabel + 20), ratingSchema, { message: SCORECARD_TEXTS.invalidRating }),
  recommendation: z.enum(RECOMMENDATIONS, { message: SCORECARD_TEXTS.unknownRecommendation }),
  notes: safeString("The notes")
    .trim()
    .max(CRITERIA_LIMITS.notes, SCORECARD_TEXTS.notesTooLong)
    .optional()
    .transform((value) => value || undefined),
});
export type ScorecardBody = z.output<typeof scorecardBodySchema>;
export const submitScorecardInput = scorecardBodySchema.extend({ interviewId: interviewIdSchema });

export const scorecardSchema = z.object({
  id: z.number().int(),
  interviewId: z.number().int(),
  interviewer: z.object({ id: z.number().int(), name: z.string() }),
  ratings: z.record(z.string(), z.number().int()),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string().nullable(),
  submittedAt: z.string(),
});
export type Scorecard = z.output<typeof scorecardSchema>;

/**
 * An interview's scorecards as one of its interviewers reads them: their own, and the others' only
 * once they have submitted theirs (`others` null until then).
 */
export const interviewScorecardsAnswer = z.object({
  interviewId: z.number().int(),
  criteria: z.array(z.string()),
  /** HR has not decided the round yet: the scorecard can still be changed. */
  editable: z.boolean(),
  mine: scorecardSchema.nullable(),
  others: z.array(scorecardSchema).nullable(),
});
export type InterviewScorecards = z.output<typeof interviewScorecardsAnswer>;

export const submitScorecardAnswer = interviewScorecardsAnswer.extend({ message: z.string() });

/** HR's view of an applicant's scorecards, interview by interview (newest first). */
export const applicationScorecardsAnswer = z.object({
  interviews: z.array(
    z.object({
      id: z.number().int(),
      round: z.enum(HIRING_ROUNDS),
      startsAt: z.string(),
      status: z.enum(["scheduled", "canceled"]),
      criteria: z.array(z.string()),
      scorecards: z.array(scorecardSchema),
      /** Interviewers who have not submitted theirs. */
      pending: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type ApplicationScorecards = z.output<typeof applicationScorecardsAnswer>;

/** The board card's summary: how many scorecards recommend what. */
export const scorecardSummarySchema = z.object({
  total: z.number().int(),
  strong_no: z.number().int(),
  no: z.number().int(),
  yes: z.number().int(),
  strong_yes: z.number().int(),
});
export type ScorecardSummary = z.output<typeof scorecardSummarySchema>;

/** "2 scorecards: 1 strong yes, 1 yes". */
export function describeScorecardSummary(summary: ScorecardSummary): string {
  const parts = [...RECOMMENDATIONS]
    .reverse()
    .filter((recommendation) => summary[recommendation] > 0)
    .map((recommendation) => `${summary[recommendation]} ${RECOMMENDATION_LABELS[recommendation].toLowerCase()}`);
  return `${summary.total} scorecard${summary.total === 1 ? "" : "s"}: ${parts.join(", ")}`;
}
