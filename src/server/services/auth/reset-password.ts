// Step 3 of a password reset: checks the code and sets the new password. Every session token
// issued before is revoked (token version), and the code cannot be used again. Failed tries are
// limited like logins; an unknown address meets the decoy code forgot-password gave it. The costly
// strength check runs only once the code proved the mailbox, and its refusals count as failed tries.
//
// An interviewer's first password is set the same way, with the code of HR's invitation (purpose
// `invite`, services/team/invite-interviewer.ts): for an interviewer account a code that is not its
// newest reset code is checked against its newest invitation code. Other accounts never hold one.
import { AUTH_ERRORS, AUTH_SUCCESS, type MessageAnswer, type ResetPasswordInput } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError, isAppError } from "../../../infra/errors.js";
import { hashPassword } from "../users/password.js";
import { assertStrongPassword } from "../users/password-strength.js";
import { guardAttempt } from "./attempt-guard.js";
import { checkEmailCode, markCodeUsed } from "./check-email-code.js";

/** The matching code's id: the newest reset code, or for an interviewer their newest invitation code. */
async function checkResetOrInviteCode(deps: Deps, input: ResetPasswordInput, role: string | undefined): Promise<number> {
  const check = { email: input.email, code: input.otp };
  try {
    return await checkEmailCode(deps.db, deps.env.JWT_SECRET, { ...check, purpose: "reset" });
  } catch (error) {
    if (role !== "interviewer" || !isAppError(error) || error.reason !== "OTP_INVALID") throw error;
    return checkEmailCode(deps.db, deps.env.JWT_SECRET, { ...check, purpose: "invite" });
  }
}

export async function resetPassword(deps: Deps, input: ResetPasswordInput, ip: string | null = null): Promise<MessageAnswer> {
  const codeId = await guardAttempt(deps, "resetPassword", { ip, account: input.email }, async () => {
    const user = await deps.db.user.findUnique({ where: { email: input.email }, select: { name: true, role: true } });
    const matched = await checkResetOrInviteCode(deps, input, user?.role);
    // A guessed decoy code (an unknown address) fails like a wrong one.
    if (!user) throw new AppError("BAD_REQUEST", AUTH_ERRORS.invalidOtp, { reason: "OTP_INVALID" });
    await assertStrongPassword(input.newPassword, { email: input.email, name: user.name });
    return matched;
  });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.$transaction(async (tx) => {
    await markCodeUsed(tx, codeId);
    // The code proved the mailbox: `verified` is what HR's team list reads as "password set".
    await tx.user.update({ where: { email: input.email }, data: { passwordHash, verified: true, tokenVersion: { increment: 1 } } });
  });
  return { message: AUTH_SUCCESS.passwordReset };
}
