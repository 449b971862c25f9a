// The HR area's procedures; every one is an hrProcedure (signed-in HR users only).
import { z } from "zod";
import { DEPARTMENTS } from "../../shared/departments.js";
import { applicantIdSchema, applicantsQuerySchema, moveApplicantSchema, sendEmailSchema } from "../../shared/hr/applicants.js";
import { enquiryIdSchema, enquiriesQuerySchema, rejectEnquirySchema } from "../../shared/hr/enquiries.js";
import { dashboardStatsSchema } from "../../shared/hr/dashboard.js";
import { jobIdSchema, jobInputSchema } from "../../shared/job.js";
import { jobApplicantCountSchema, jobApplicantsSchema } from "../../shared/hr/job-applicants.js";
import { stepCountsSchema } from "../../shared/hr/round-schemas.js";
import { countApplicantSteps } from "../services/applicants/count-applicant-steps.js";
import { getApplicant } from "../services/applicants/get-applicant.js";
import { listApplicants } from "../services/applicants/list-applicants.js";
import { listJobApplicants } from "../services/applicants/list-job-applicants.js";
import { moveApplicant } from "../services/applicants/move-applicant.js";
import { sendApplicantEmail } from "../services/applicants/send-applicant-email.js";
import { deleteEnquiry } from "../services/enquiries/delete-enquiry.js";
import { getEnquiry } from "../services/enquiries/get-enquiry.js";
import { listEnquiries } from "../services/enquiries/list-enquiries.js";
import { rejectEnquiry } from "../services/enquiries/reject-enquiry.js";
import { getDashboardStats } from "../services/hr-dashboard/get-dashboard-stats.js";
import { countJobApplicants } from "../services/jobs/count-job-applicants.js";
import { createJob } from "../services/jobs/create-job.js";
import { deleteJob } from "../services/jobs/delete-job.js";
import { updateJob } from "../services/jobs/update-job.js";
import { hrProcedure, router } from "../trpc/init.js";
import { hrActivityRouter } from "./hr-activity.js";
import { hrAnalyticsRouter } from "./hr-analytics.js";
import { hrBulkRouter } from "./hr-bulk.js";
import { hrIdentifiersRouter } from "./hr-identifiers.js";
import { hrMailsRouter } from "./hr-mails.js";
import { hrNotesRouter } from "./hr-notes.js";
import { hrPipelineRouter } from "./hr-pipeline.js";
import { hrRequestsRouter } from "./hr-requests.js";
import { hrSearchRouter } from "./hr-search.js";
import { hrInterviewsRouter } from "./hr-interviews.js";
import { hrTeamRouter } from "./hr-team.js";
import { hrScorecardCriteriaRouter } from "./interview-slots.js";

const department = z.enum(DEPARTMENTS, { message: "Unknown department" });

export const hrRouter = router({
  dashboard: hrProcedure.output(dashboardStatsSchema).query(({ ctx }) => getDashboardStats(ctx.deps.db)),
  notes: hrNotesRouter,
  pipeline: hrPipelineRouter,
  activity: hrActivityRouter,
  analytics: hrAnalyticsRouter,
  bulk: hrBulkRouter,
  mails: hrMailsRouter,
  search: hrSearchRouter,
  requests: hrRequestsRouter,
  identifiers: hrIdentifiersRouter,
  team: hrTeamRouter,
  interviews: hrInterviewsRouter,
  scorecardCriteria: hrScorecardCriteriaRouter,

  enquiries: router({
    list: hrProcedure.input(enquiriesQuerySchema).query(({ ctx, input }) => listEnquiries(ctx.deps.db, input)),
    byId: hrProcedure.input(z.object({ id: enquiryIdSchema })).query(({ ctx, input }) => getEnquiry(ctx.deps.db, input.id)),
    delete: hrProcedure.input(z.object({ id: enquiryIdSchema })).mutation(async ({ ctx, input }) => {
      await deleteEnquiry(ctx.deps, input.id, ctx.user.id);
      return { success: true as const };
    }),
    reject: hrProcedure.input(rejectEnquirySchema.extend({ id: enquiryIdSchema })).mutation(async ({ ctx, input }) => {
      await rejectEnquiry(ctx.deps, { id: input.id, reason: input.reason, changedById: ctx.user.id });
      return { success: true as const };
    }),
  }),

  jobs: router({
    create: hrProcedure.input(jobInputSchema).mutation(({ ctx, input }) => createJob(ctx.deps, input, ctx.user.id)),
    update: hrProcedure
      .input(jobInputSchema.extend({ id: jobIdSchema }))
      .mutation(({ ctx, input: { id, ...job } }) => updateJob(ctx.deps, id, job, ctx.user.id)),
    applicantCounts: hrProcedure.output(z.array(jobApplicantCountSchema)).query(({ ctx }) => countJobApplicants(ctx.deps.db)),
    applicants: hrProcedure
      .input(z.object({ id: jobIdSchema }))
      .output(jobApplicantsSchema)
      .query(({ ctx, input }) => listJobApplicants(ctx.deps.db, input.id)),
    delete: hrProcedure.input(z.object({ id: jobIdSchema })).mutation(async ({ ctx, input }) => {
      const { closedApplications } = await deleteJob(ctx.deps, input.id, ctx.user.id);
      return { success: true as const, closedApplications };
    }),
  }),

  applicants: router({
    list: hrProcedure
      .input(applicantsQuerySchema.extend({ department }))
      .query(({ ctx, input }) => listApplicants(ctx.deps.db, { ...input, step: input.round })),
    stepCounts: hrProcedure
      .input(z.object({ department }))
      .output(stepCountsSchema)
      .query(({ ctx, input }) => countApplicantSteps(ctx.deps.db, input.department)),
    byId: hrProcedure.input(z.object({ id: applicantIdSchema })).query(({ ctx, input }) => getApplicant(ctx.deps.db, input.id)),
    move: hrProcedure
      .input(moveApplicantSchema.and(z.object({ department, applicantId: applicantIdSchema })))
      .mutation(({ ctx, input }) => moveApplicant(ctx.deps, { ...input, changedById: ctx.user.id })),
    sendEmail: hrProcedure.input(sendEmailSchema).mutation(async ({ ctx, input }) => {
      await sendApplicantEmail(ctx.deps, input, ctx.user.id);
      return { success: true as const };
    }),
  }),
});
