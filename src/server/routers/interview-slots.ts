// Self-booking and scorecards through tRPC, as procedure groups the routers they belong to take in:
//   hr.interviews.offerSlots, hr.interviews.scorecards (hrInterviewSlotProcedures, HR only);
//   me.bookSlot (mySlotProcedures: signed-in candidates; HR and interviewers 403; the open times are
//   me.interviews' `slots`);
//   interviews.submitScorecard, interviews.scorecards (staffScorecardProcedures: an interviewer on the
//   interview, or HR); hr.scorecardCriteria.get/set (hrScorecardCriteriaRouter).
import { z } from "zod";
import { applicantIdSchema } from "../../shared/hr/applicants.js";
import { bookSlotAnswer, bookSlotInput, offerSlotsInput, slotOfferAnswer } from "../../shared/interview-slots.js";
import { interviewIdSchema } from "../../shared/interviews.js";
import {
  applicationScorecardsAnswer,
  criteriaAnswer,
  criteriaKeySchema,
  interviewScorecardsAnswer,
  setCriteriaAnswer,
  setCriteriaInput,
  submitScorecardAnswer,
  submitScorecardInput,
} from "../../shared/scorecards.js";
import { bookInterviewSlot } from "../services/interview-slots/book-interview-slot.js";
import { offerInterviewSlots } from "../services/interview-slots/offer-interview-slots.js";
import { listApplicationScorecards } from "../services/scorecards/list-application-scorecards.js";
import { readInterviewScorecards } from "../services/scorecards/read-interview-scorecards.js";
import { readScorecardCriteria } from "../services/scorecards/read-scorecard-criteria.js";
import { setScorecardCriteria } from "../services/scorecards/set-scorecard-criteria.js";
import { submitScorecard } from "../services/scorecards/submit-scorecard.js";
import { hrProcedure, protectedProcedure, router, staffProcedure } from "../trpc/init.js";

export const hrInterviewSlotProcedures = {
  offerSlots: hrProcedure
    .input(offerSlotsInput)
    .output(slotOfferAnswer)
    .mutation(({ ctx, input }) => offerInterviewSlots(ctx.deps, input, ctx.user.id)),
  scorecards: hrProcedure
    .input(z.object({ applicationId: applicantIdSchema }))
    .output(applicationScorecardsAnswer)
    .query(({ ctx, input }) => listApplicationScorecards(ctx.deps.db, input.applicationId)),
};

export const mySlotProcedures = {
  bookSlot: protectedProcedure
    .input(bookSlotInput)
    .output(bookSlotAnswer)
    .mutation(({ ctx, input }) => bookInterviewSlot(ctx.deps, ctx.user, input.slotId)),
};

export const staffScorecardProcedures = {
  submitScorecard: staffProcedure
    .input(submitScorecardInput)
    .output(submitScorecardAnswer)
    .mutation(({ ctx, input: { interviewId, ...body } }) => submitScorecard(ctx.deps, ctx.user, interviewId, body)),
  scorecards: staffProcedure
    .input(z.object({ interviewId: interviewIdSchema }))
    .output(interviewScorecardsAnswer)
    .query(({ ctx, input }) => readInterviewScorecards(ctx.deps.db, ctx.user, input.interviewId)),
};

export const hrScorecardCriteriaRouter = router({
  get: hrProcedure
    .input(criteriaKeySchema)
    .output(criteriaAnswer)
    .query(({ ctx, input }) => readScorecardCriteria(ctx.deps.db, input)),
  set: hrProcedure
    .input(setCriteriaInput)
    .output(setCriteriaAnswer)
    .mutation(({ ctx, input }) => setScorecardCriteria(ctx.deps, input, ctx.user.id)),
});
