// Step 1 of a password reset: mails a reset code when the address has an account. The answer is
// the same either way (no account enumeration), and so is the 60 s resend limit.
import { AUTH_SUCCESS, type ForgotPasswordInput, type MessageAnswer } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { issueEmailCode } from "./issue-email-code.js";
import { withResendSlot } from "./resend-gate.js";

export async function requestPasswordReset(deps: Deps, input: ForgotPasswordInput): Promise<MessageAnswer> {
  await withResendSlot(deps, "reset", input.email, async () => {
    const user = await deps.db.user.findUnique({ where: { email: input.email }, select: { role: true } });
    if (!user) return;
    const audience = user.role === "hr" ? "employer" : "candidate";
    await issueEmailCode(deps, { email: input.email, purpose: "reset" }, (code) =>
      enqueueMail(deps, { kind: "reset_code", to: input.email, data: { code, audience } }),
    );
  });
  return { message: AUTH_SUCCESS.resetCodeSent };
}
