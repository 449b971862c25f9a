// Step 1 of sign-up: mails a 6-digit code to an address that has no account yet.
import { AUTH_ERRORS, AUTH_SUCCESS, type MessageAnswer, type SendOtpInput } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { issueEmailCode } from "./issue-email-code.js";
import { withResendSlot } from "./resend-gate.js";

export async function sendSignupCode(deps: Deps, input: SendOtpInput): Promise<MessageAnswer> {
  const existing = await deps.db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new AppError("CONFLICT", AUTH_ERRORS.alreadyRegistered, { reason: "EMAIL_TAKEN" });
  await withResendSlot(deps, "signup", input.email, () =>
    issueEmailCode(deps, { email: input.email, purpose: "signup" }, (code) =>
      enqueueMail(deps, { kind: "signup_code", to: input.email, data: { code } }),
    ),
  );
  return { message: AUTH_SUCCESS.otpSent };
}
