// HR's interview writes and reads (hr.interviews.*, every one an hrProcedure): schedule, reschedule,
// cancel, an applicant's interviews for the detail dialog, and whom to put on one.
import { z } from "zod";
import {
  interviewApplicationIdSchema,
  interviewerOptionsSchema,
  interviewIdSchema,
  interviewsAnswerSchema,
  interviewWriteAnswer,
  rescheduleInterviewInput,
  scheduleInterviewInput,
} from "../../shared/interviews.js";
import { INTERVIEW_TEXTS } from "../../shared/interview-terms.js";
import { cancelInterview } from "../services/interviews/cancel-interview.js";
import { listApplicationInterviews } from "../services/interviews/list-application-interviews.js";
import { listInterviewerOptions } from "../services/interviews/list-interviewer-options.js";
import { rescheduleInterview } from "../services/interviews/reschedule-interview.js";
import { scheduleInterview } from "../services/interviews/schedule-interview.js";
import { hrProcedure, router } from "../trpc/init.js";
import { hrInterviewSlotProcedures } from "./interview-slots.js";

export const hrInterviewsRouter = router({
  schedule: hrProcedure
    .input(scheduleInterviewInput)
    .output(interviewWriteAnswer)
    .mutation(async ({ ctx, input }) => {
      const { id } = await scheduleInterview(ctx.deps, { ...input, actorId: ctx.user.id });
      return { id, message: INTERVIEW_TEXTS.scheduled };
    }),
  reschedule: hrProcedure
    .input(rescheduleInterviewInput)
    .output(interviewWriteAnswer)
    .mutation(async ({ ctx, input }) => {
      const { id } = await rescheduleInterview(ctx.deps, { ...input, actorId: ctx.user.id });
      return { id, message: INTERVIEW_TEXTS.rescheduled };
    }),
  cancel: hrProcedure
    .input(z.object({ id: interviewIdSchema }))
    .output(interviewWriteAnswer)
    .mutation(async ({ ctx, input }) => {
      const { id } = await cancelInterview(ctx.deps, { id: input.id, actorId: ctx.user.id });
      return { id, message: INTERVIEW_TEXTS.canceled };
    }),
  forApplicant: hrProcedure
    .input(z.object({ applicationId: interviewApplicationIdSchema }))
    .output(interviewsAnswerSchema)
    .query(({ ctx, input }) => listApplicationInterviews(ctx.deps.db, input.applicationId)),
  interviewerOptions: hrProcedure.output(interviewerOptionsSchema).query(({ ctx }) => listInterviewerOptions(ctx.deps.db)),
  // Self-booking offers and an applicant's scorecards (offerSlots, scorecards).
  ...hrInterviewSlotProcedures,
});
