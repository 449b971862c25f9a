// The signed-in candidate's own area: their applications (Tracking Application), withdrawing one,
// their details for the profile, deleting the account, and their consents (listed; the optional one withdrawn);
// their data requests are me.requests.* (me-requests.ts).
import { deleteAccountAnswer, deleteAccountInput } from "../../shared/me/account-data.js";
import { myApplicationsAnswerSchema, withdrawAnswerSchema, withdrawInput } from "../../shared/me/applications.js";
import { myConsentsAnswerSchema, withdrawConsentAnswerSchema, withdrawConsentInput } from "../../shared/me/consents.js";
import { myProfileAnswerSchema } from "../../shared/me/profile.js";
import { applicationDefaultsSchema } from "../../shared/me/application-defaults.js";
import { readApplicationDefaults } from "../services/me/read-application-defaults.js";
import { listMyConsents } from "../services/consents/list-my-consents.js";
import { withdrawConsent } from "../services/consents/withdraw-consent.js";
import { deleteAccount } from "../services/me/delete-account.js";
import { listMyApplications } from "../services/me/list-my-applications.js";
import { readMyProfile } from "../services/me/read-my-profile.js";
import { withdrawApplication } from "../services/me/withdraw-application.js";
import { protectedProcedure, router } from "../trpc/init.js";
import { meRequestsRouter } from "./me-requests.js";
import { mySlotProcedures } from "./interview-slots.js";
import { myInterviewsAnswerSchema } from "../../shared/interviews.js";
import { listMyInterviews } from "../services/interviews/list-my-interviews.js";

export const meRouter = router({
  requests: meRequestsRouter,
  ...mySlotProcedures,
  /** Upcoming booked interviews and the offered slots still open (Tracking Application). */
  interviews: protectedProcedure.output(myInterviewsAnswerSchema).query(({ ctx }) => listMyInterviews(ctx.deps.db, ctx.user)),
  applications: protectedProcedure.output(myApplicationsAnswerSchema).query(({ ctx }) => listMyApplications(ctx.deps.db, ctx.user)),
  withdraw: protectedProcedure
    .input(withdrawInput)
    .output(withdrawAnswerSchema)
    .mutation(({ ctx, input }) => withdrawApplication(ctx.deps, ctx.user, input.applicationId)),
  profile: protectedProcedure.output(myProfileAnswerSchema).query(({ ctx }) => readMyProfile(ctx.deps.db, ctx.user)),
  /** The last job application's answers, to start the next one from ("Start from my last application"). */
  applicationDefaults: protectedProcedure
    .output(applicationDefaultsSchema)
    .query(({ ctx }) => readApplicationDefaults(ctx.deps.db, ctx.user)),
  deleteAccount: protectedProcedure
    .input(deleteAccountInput)
    .output(deleteAccountAnswer)
    .mutation(({ ctx, input }) => deleteAccount(ctx.deps, ctx.user, input, ctx.ip)),
  consents: protectedProcedure.output(myConsentsAnswerSchema).query(({ ctx }) => listMyConsents(ctx.deps.db, ctx.user)),
  withdrawConsent: protectedProcedure
    .input(withdrawConsentInput)
    .output(withdrawConsentAnswerSchema)
    .mutation(({ ctx, input }) => withdrawConsent(ctx.deps.db, ctx.user, input.purpose)),
});
