// Step 3 of a password reset: checks the code and sets the new password. Every session token
// issued before is revoked (token version), and the code cannot be used again.
import { AUTH_SUCCESS, type MessageAnswer, type ResetPasswordInput } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { hashPassword } from "../users/password.js";
import { checkEmailCode, markCodeUsed } from "./check-email-code.js";

export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<MessageAnswer> {
  // An unknown address has no code row, so it fails exactly like a wrong code.
  const codeId = await checkEmailCode(deps.db, deps.env.JWT_SECRET, { email: input.email, purpose: "reset", code: input.otp });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.$transaction(async (tx) => {
    await markCodeUsed(tx, codeId);
    await tx.user.updateMany({
      where: { email: input.email },
      data: { passwordHash, tokenVersion: { increment: 1 } },
    });
  });
  return { message: AUTH_SUCCESS.passwordReset };
}
