// The interviews staff see (interviews.*, staffProcedure: HR every one, an interviewer only their own).
import { interviewsAnswerSchema, interviewsQuerySchema } from "../../shared/interviews.js";
import { listInterviews } from "../services/interviews/list-interviews.js";
import { router, staffProcedure } from "../trpc/init.js";
import { staffScorecardProcedures } from "./interview-slots.js";

export const interviewsRouter = router({
  list: staffProcedure
    .input(interviewsQuerySchema)
    .output(interviewsAnswerSchema)
    .query(({ ctx, input }) => listInterviews(ctx.deps.db, ctx.user, input)),
  // An interviewer's scorecard of an interview (submitScorecard, scorecards).
  ...staffScorecardProcedures,
});
