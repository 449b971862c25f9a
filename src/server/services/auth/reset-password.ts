// Step 3 of a password reset: checks the code and sets the new password. Every session token
// issued before is revoked (token version), and the code cannot be used again. Failed tries are
// limited like logins; an unknown address meets the decoy code forgot-password gave it. The costly
// strength check runs only once the code proved the mailbox, and its refusals count as failed tries.
import { AUTH_ERRORS, AUTH_SUCCESS, type MessageAnswer, type ResetPasswordInput } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { hashPassword } from "../users/password.js";
import { assertStrongPassword } from "../users/password-strength.js";
import { guardAttempt } from "./attempt-guard.js";
import { checkEmailCode, markCodeUsed } from "./check-email-code.js";

export async function resetPassword(deps: Deps, input: ResetPasswordInput, ip: string | null = null): Promise<MessageAnswer> {
  const codeId = await guardAttempt(deps, "resetPassword", { ip, account: input.email }, async () => {
    const matched = await checkEmailCode(deps.db, deps.env.JWT_SECRET, { email: input.email, purpose: "reset", code: input.otp });
    const user = await deps.db.user.findUnique({ where: { email: input.email }, select: { name: true } });
    // A guessed decoy code (an unknown address) fails like a wrong one.
    if (!user) throw new AppError("BAD_REQUEST", AUTH_ERRORS.invalidOtp, { reason: "OTP_INVALID" });
    await assertStrongPassword(input.newPassword, { email: input.email, name: user.name });
    return matched;
  });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.$transaction(async (tx) => {
    await markCodeUsed(tx, codeId);
    await tx.user.update({ where: { email: input.email }, data: { passwordHash, tokenVersion: { increment: 1 } } });
  });
  return { message: AUTH_SUCCESS.passwordReset };
}
