// Accounts: sign-up by e-mail code, sign-in by role, password reset and logout. Every public
// procedure here counts against the shared auth rate limits (per IP and per address).
import { z } from "zod";
import {
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  sendOtpInput,
  verifyOtpInput,
} from "../../shared/auth.js";
import { emailSchema } from "../../shared/email.js";
import { enforceAuthRateLimit, type AuthAction } from "../services/auth/auth-rate-limit.js";
import { logIn } from "../services/auth/log-in.js";
import { logOut } from "../services/auth/log-out.js";
import { registerUser } from "../services/auth/register-user.js";
import { requestPasswordReset } from "../services/auth/request-password-reset.js";
import { resetPassword } from "../services/auth/reset-password.js";
import { sendSignupCode } from "../services/auth/send-signup-code.js";
import { verifySignupCode } from "../services/auth/verify-signup-code.js";
import { protectedProcedure, publicProcedure, router } from "../trpc/init.js";

const rawEmail = z.object({ email: emailSchema });

/** Counts the attempt before the input is validated, so malformed floods are limited too. */
function limited(action: AuthAction) {
  return publicProcedure.use(async ({ ctx, getRawInput, next }) => {
    const parsed = rawEmail.safeParse(await getRawInput());
    await enforceAuthRateLimit(ctx.deps, action, { ip: ctx.ip, email: parsed.data?.email });
    return next();
  });
}

export const authRouter = router({
  sendOtp: limited("sendOtp")
    .input(sendOtpInput)
    .mutation(({ ctx, input }) => sendSignupCode(ctx.deps, input)),
  verifyOtp: limited("verifyOtp")
    .input(verifyOtpInput)
    .mutation(({ ctx, input }) => verifySignupCode(ctx.deps, input, ctx.ip)),
  register: limited("register")
    .input(registerInput)
    .mutation(({ ctx, input }) => registerUser(ctx.deps, input)),
  login: limited("login")
    .input(loginInput)
    .mutation(({ ctx, input }) => logIn(ctx.deps, input, ctx.ip)),
  forgotPassword: limited("forgotPassword")
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input)),
  resetPassword: limited("resetPassword")
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input, ctx.ip)),
  logout: protectedProcedure.mutation(({ ctx }) => logOut(ctx.deps.db, ctx.user.id)),
});
