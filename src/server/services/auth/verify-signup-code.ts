// Step 2 of sign-up: checks the mailed code. The used code row is the record that the address was
// verified; registration accepts it for 30 minutes. Failed tries are limited like logins.
import { AUTH_SUCCESS, type MessageAnswer, type VerifyOtpInput } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { guardAttempt } from "./attempt-guard.js";
import { checkEmailCode, markCodeUsed } from "./check-email-code.js";

export async function verifySignupCode(deps: Deps, input: VerifyOtpInput, ip: string | null = null): Promise<MessageAnswer> {
  const codeId = await guardAttempt(deps, "verifyOtp", { ip, account: input.email }, () =>
    checkEmailCode(deps.db, deps.env.JWT_SECRET, { email: input.email, purpose: "signup", code: input.otp }),
  );
  await markCodeUsed(deps.db, codeId);
  return { message: AUTH_SUCCESS.emailVerified };
}
