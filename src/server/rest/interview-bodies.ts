// Issue #30's snake_case bodies of the interview, self-booking and scorecard REST doors, derived
// from the camelCase contracts (shared/interviews.ts, interview-slots.ts, scorecards.ts) key by key:
// the bodies and query they take with the contracts' own rules (camelCaseKeys maps them in), the
// answers they give and their mapping out.
import { z } from "zod";
import {
  bookSlotAnswer,
  offeredTimeSchema,
  slotOfferAnswer,
  slotOfferFieldsSchema,
  slotsSchema,
  type BookSlotAnswer,
} from "../../shared/interview-slots.js";
import {
  CHANGES_SOMETHING,
  interviewChangesSchema,
  interviewFieldsSchema,
  interviewSchema,
  interviewsFiltersSchema,
  myInterviewSchema,
  myOfferedSlotSchema,
  PLACE_REQUIRED,
  placeGiven,
  RANGE_BOUNDED,
  RANGE_ORDERED,
  type InterviewsAnswer,
  type MyInterviewsAnswer,
} from "../../shared/interviews.js";
import {
  applicationScorecardsAnswer,
  criteriaAnswer,
  interviewScorecardsAnswer,
  scorecardSchema,
  setCriteriaAnswer,
  type ApplicationScorecards,
  type InterviewScorecards,
  type Scorecard,
} from "../../shared/scorecards.js";
import { snakeCaseKeys, snakeCaseSchema } from "../../shared/snake-case.js";

/** POST /application/api/applicants/{id}/interviews: {starts_at, duration_minutes, interviewer_ids, location?, meeting_url?}. */
export const restScheduleInterviewBody = snakeCaseSchema(interviewFieldsSchema).refine(
  (body) => placeGiven(body.location, body.meeting_url),
  PLACE_REQUIRED,
);

/** PATCH /api/interviews/{id}: any of the schedule's fields. */
export const restRescheduleInterviewBody = snakeCaseSchema(interviewChangesSchema).refine(...CHANGES_SOMETHING);

/** GET /api/interviews?from&to&interviewer_id&department */
export const restInterviewsQuerySchema = snakeCaseSchema(interviewsFiltersSchema)
  .refine(...RANGE_ORDERED)
  .refine(...RANGE_BOUNDED);

/** POST /application/api/applicants/{id}/interview-slots: {slots: [{starts_at, duration_minutes}], interviewer_ids, location?, meeting_url?}. */
export const restOfferSlotsBody = snakeCaseSchema(slotOfferFieldsSchema)
  .extend({ slots: slotsSchema(snakeCaseSchema(offeredTimeSchema)) })
  .refine((body) => placeGiven(body.location, body.meeting_url), PLACE_REQUIRED);

export const restInterviewsAnswerSchema = z.object({ interviews: z.array(snakeCaseSchema(interviewSchema)) });

export function toRestInterviews({ interviews }: InterviewsAnswer): z.output<typeof restInterviewsAnswerSchema> {
  return { interviews: interviews.map((interview) => snakeCaseKeys(interview)) };
}

export const restMyInterviewsAnswerSchema = z.object({
  interviews: z.array(snakeCaseSchema(myInterviewSchema)),
  slots: z.array(snakeCaseSchema(myOfferedSlotSchema)),
});

export function toRestMyInterviews({ interviews, slots }: MyInterviewsAnswer): z.output<typeof restMyInterviewsAnswerSchema> {
  return { interviews: interviews.map((interview) => snakeCaseKeys(interview)), slots: slots.map((slot) => snakeCaseKeys(slot)) };
}

export const restSlotOfferAnswer = snakeCaseSchema(slotOfferAnswer);

export const restBookSlotAnswer = bookSlotAnswer.extend({ interview: snakeCaseSchema(bookSlotAnswer.shape.interview) });

export function toRestBooking({ interview, message }: BookSlotAnswer): z.output<typeof restBookSlotAnswer> {
  return { interview: snakeCaseKeys(interview), message };
}

const restScorecardSchema = snakeCaseSchema(scorecardSchema);
const toRestScorecard = (scorecard: Scorecard): z.output<typeof restScorecardSchema> => snakeCaseKeys(scorecard);

export const restInterviewScorecardsAnswer = snakeCaseSchema(interviewScorecardsAnswer).extend({
  mine: restScorecardSchema.nullable(),
  others: z.array(restScorecardSchema).nullable(),
});
export const restSubmitScorecardAnswer = restInterviewScorecardsAnswer.extend({ message: z.string() });

export function toRestInterviewScorecards({
  mine,
  others,
  ...answer
}: InterviewScorecards): z.output<typeof restInterviewScorecardsAnswer> {
  return { ...snakeCaseKeys(answer), mine: mine && toRestScorecard(mine), others: others && others.map(toRestScorecard) };
}

const applicationInterviewSchema = applicationScorecardsAnswer.shape.interviews.element;

export const restApplicationScorecardsAnswer = z.object({
  interviews: z.array(snakeCaseSchema(applicationInterviewSchema).extend({ scorecards: z.array(restScorecardSchema) })),
});

export function toRestApplicationScorecards({ interviews }: ApplicationScorecards): z.output<typeof restApplicationScorecardsAnswer> {
  return {
    interviews: interviews.map(({ scorecards, ...interview }) => ({
      ...snakeCaseKeys(interview),
      scorecards: scorecards.map(toRestScorecard),
    })),
  };
}

/** GET and PUT /api/hr/scorecard-criteria (`is_default`); map the answers with snakeCaseKeys. */
export const restCriteriaAnswer = snakeCaseSchema(criteriaAnswer);
export const restSetCriteriaAnswer = snakeCaseSchema(setCriteriaAnswer);
