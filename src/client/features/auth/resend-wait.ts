// A code request the server refused as too soon ("Please wait N seconds…") means a code for that
// address went out less than a minute ago: the forms then keep the user on the code step and count
// the seconds down instead of showing the refusal.
import { TRPCClientError } from "@trpc/client";
import { resendWaitSeconds } from "../../../shared/auth";

export const CODE_ALREADY_SENT =
  "A code was sent to this address less than a minute ago. Enter it below, or request a new one when the countdown ends.";

export function resendWait(error: unknown): number | undefined {
  return error instanceof TRPCClientError && error.data?.code === "TOO_MANY_REQUESTS" ? resendWaitSeconds(error.message) : undefined;
}
