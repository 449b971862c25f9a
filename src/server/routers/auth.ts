// Accounts: sign-up by e-mail code, sign-in by role, password reset, logout (this device or every
// device) and the signed-in user's own profile. Every public procedure here counts against the
// shared auth rate limits (per IP and per address).
import { z } from "zod";
import { changePasswordInput, updateNameInput } from "../../shared/account.js";
import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput, sendOtpInput, verifyOtpInput } from "../../shared/auth.js";
import { emailSchema } from "../../shared/email.js";
import type { AuthAction } from "../limits/policies.js";
import { enforceAuthRateLimit } from "../services/auth/auth-rate-limit.js";
import { changePassword } from "../services/auth/change-password.js";
import { logIn } from "../services/auth/log-in.js";
import { logOut } from "../services/auth/log-out.js";
import { logOutEverywhere } from "../services/auth/log-out-everywhere.js";
import { registerUser } from "../services/auth/register-user.js";
import { requestPasswordReset } from "../services/auth/request-password-reset.js";
import { resetPassword } from "../services/auth/reset-password.js";
import { sendSignupCode } from "../services/auth/send-signup-code.js";
import { verifySignupCode } from "../services/auth/verify-signup-code.js";
import { getProfile } from "../services/users/get-profile.js";
import { renameUser } from "../services/users/rename-user.js";
import { protectedProcedure, publicProcedure, router } from "../trpc/init.js";

const rawEmail = z.object({ email: emailSchema });

/** Counts the attempt before the input is validated, so malformed floods are limited too. */
function rateLimitedProcedure(action: AuthAction) {
  return publicProcedure.use(async ({ ctx, getRawInput, next }) => {
    const parsed = rawEmail.safeParse(await getRawInput());
    await enforceAuthRateLimit(ctx.deps, action, { ip: ctx.ip, email: parsed.data?.email });
    return next();
  });
}

export const authRouter = router({
  sendOtp: rateLimitedProcedure("sendOtp")
    .input(sendOtpInput)
    .mutation(({ ctx, input }) => sendSignupCode(ctx.deps, input)),
  verifyOtp: rateLimitedProcedure("verifyOtp")
    .input(verifyOtpInput)
    .mutation(({ ctx, input }) => verifySignupCode(ctx.deps, input, ctx.ip)),
  register: rateLimitedProcedure("register")
    .input(registerInput)
    .mutation(({ ctx, input }) => registerUser(ctx.deps, input)),
  login: rateLimitedProcedure("login")
    .input(loginInput)
    .mutation(({ ctx, input }) => logIn(ctx.deps, input, ctx.ip)),
  forgotPassword: rateLimitedProcedure("forgotPassword")
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input)),
  resetPassword: rateLimitedProcedure("resetPassword")
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input, ctx.ip)),
  logout: protectedProcedure.mutation(({ ctx }) => logOut(ctx.deps.db, ctx.user)),
  logoutEverywhere: protectedProcedure.mutation(({ ctx }) => logOutEverywhere(ctx.deps.db, ctx.user.id)),
  profile: protectedProcedure.query(({ ctx }) => getProfile(ctx.deps.db, ctx.user.id)),
  updateName: protectedProcedure.input(updateNameInput).mutation(({ ctx, input }) => renameUser(ctx.deps.db, ctx.user.id, input)),
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.user, input, ctx.ip)),
});
