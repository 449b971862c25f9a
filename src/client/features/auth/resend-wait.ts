// A code request the server refused as too soon (RESEND_TOO_SOON) means a code for that address
// went out less than a minute ago: the forms then keep the user on the code step and count the
// seconds down instead of showing the refusal.
import { errorReason, retryAfterSeconds } from "../../lib/error-reason";

export const CODE_ALREADY_SENT =
  "A code was sent to this address less than a minute ago. Enter it below, or request a new one when the countdown ends.";

export function resendWait(error: unknown): number | undefined {
  return errorReason(error) === "RESEND_TOO_SOON" ? retryAfterSeconds(error) : undefined;
}
