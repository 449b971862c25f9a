// The applicants of interviews as the staff side reads them (interviewApplicants.*, staffProcedure):
// HR any, an interviewer only those of interviews they are on (services/team/assert-can-see-application.ts).
import { z } from "zod";
import { applicantDetailSchema, applicantIdSchema } from "../../shared/hr/applicants.js";
import { getInterviewApplicant } from "../services/team/get-interview-applicant.js";
import { router, staffProcedure } from "../trpc/init.js";

export const interviewApplicantsRouter = router({
  byId: staffProcedure
    .input(z.object({ id: applicantIdSchema }))
    .output(applicantDetailSchema)
    .query(({ ctx, input }) => getInterviewApplicant(ctx.deps.db, ctx.user, input.id)),
});
