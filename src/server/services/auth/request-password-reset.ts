// Step 1 of a password reset: mails a reset code when the address has an account. The answer, its
// timing and the 60 s resend limit are the same either way (no account enumeration): the reply
// waits only for the resend slot, and the rest runs after it, identically for every address.
import { AUTH_SUCCESS, type ForgotPasswordInput, type MessageAnswer } from "../../../shared/auth.js";
import { isStaff } from "../../../shared/staff.js";
import type { Deps } from "../../deps.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { runAfterReply } from "./after-reply.js";
import { issueEmailCode } from "./issue-email-code.js";
import { claimResendSlot } from "./resend-gate.js";

/**
 * An unknown address gets a code row too, mailed to nobody, so a reset with it meets the same
 * code, the same 5 tries and the same "Too many incorrect attempts" as a known one. So does a
 * deactivated interviewer's: the account cannot sign in again until HR invites it back.
 */
async function issueResetCode(deps: Deps, email: string): Promise<void> {
  const user = await deps.db.user.findUnique({ where: { email }, select: { role: true, deactivatedAt: true } });
  await issueEmailCode(deps, { email, purpose: "reset" }, async (code) => {
    if (!user || user.deactivatedAt) return;
    const audience = isStaff(user) ? "employer" : "candidate";
    await enqueueMail(deps, { kind: "reset_code", to: email, data: { code, audience } });
  });
}

export async function requestPasswordReset(deps: Deps, input: ForgotPasswordInput): Promise<MessageAnswer> {
  const release = await claimResendSlot(deps, "reset", input.email);
  runAfterReply("reset code", async () => {
    try {
      await issueResetCode(deps, input.email);
    } catch (error) {
      await release();
      throw error;
    }
  });
  return { message: AUTH_SUCCESS.resetCodeSent };
}
