// The signed-in candidate's own area: their applications (Tracking Application), withdrawing one,
// their details for the profile, and deleting the account.
import { deleteAccountAnswer, deleteAccountInput } from "../../shared/me/account-data.js";
import { myApplicationsAnswerSchema, withdrawAnswerSchema, withdrawInput } from "../../shared/me/applications.js";
import { myProfileAnswerSchema } from "../../shared/me/profile.js";
import { deleteAccount } from "../services/me/delete-account.js";
import { listMyApplications } from "../services/me/list-my-applications.js";
import { readMyProfile } from "../services/me/read-my-profile.js";
import { withdrawApplication } from "../services/me/withdraw-application.js";
import { protectedProcedure, router } from "../trpc/init.js";

export const meRouter = router({
  applications: protectedProcedure.output(myApplicationsAnswerSchema).query(({ ctx }) => listMyApplications(ctx.deps.db, ctx.user)),
  withdraw: protectedProcedure
    .input(withdrawInput)
    .output(withdrawAnswerSchema)
    .mutation(({ ctx, input }) => withdrawApplication(ctx.deps, ctx.user, input.applicationId)),
  profile: protectedProcedure.output(myProfileAnswerSchema).query(({ ctx }) => readMyProfile(ctx.deps.db, ctx.user)),
  deleteAccount: protectedProcedure
    .input(deleteAccountInput)
    .output(deleteAccountAnswer)
    .mutation(({ ctx, input }) => deleteAccount(ctx.deps, ctx.user, input, ctx.ip)),
});
