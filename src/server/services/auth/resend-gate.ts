// At most one new code per address and purpose every 60 s (RESEND_CODE_POLICY, limits/policies.ts).
// Kept in Redis for every address asked about, known or not, so the answer never tells whether an
// account exists. While Redis is down no code can be sent (the mail queue lives there too): 503.
import { resendTooSoon } from "../../../shared/auth.js";
import type { CodePurpose } from "../../../infra/db/generated/enums.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { RESEND_CODE_POLICY } from "../../limits/policies.js";
import { counterOf, spendAllowance, takeAllowance, type GrantedAllowance } from "../../limits/redis-counter.js";

type GateDeps = Pick<Deps, "redis" | "env" | "metrics">;

async function takeResendSlot(deps: GateDeps, purpose: CodePurpose, email: string): Promise<GrantedAllowance> {
  const slot = counterOf(deps.env, RESEND_CODE_POLICY, "address", { purpose, email });
  const allowance = await takeAllowance(deps, RESEND_CODE_POLICY, [slot]);
  if (!allowance.granted) {
    const seconds = Math.ceil(allowance.waitMs / 1000);
    throw new AppError("TOO_MANY_REQUESTS", resendTooSoon(seconds), { reason: "RESEND_TOO_SOON", retryAfterSeconds: seconds });
  }
  return allowance;
}

/**
 * Claims the slot of this address and purpose, or answers 429 saying when to retry. Returns the
 * function that frees it again (a failed send), so the user may retry at once.
 */
export async function claimResendSlot(deps: GateDeps, purpose: CodePurpose, email: string): Promise<() => Promise<void>> {
  return (await takeResendSlot(deps, purpose, email)).giveBack;
}

/** Runs `send` in a claimed slot (see claimResendSlot); a failed `send` frees the slot again. */
export async function withResendSlot<T>(deps: GateDeps, purpose: CodePurpose, email: string, send: () => Promise<T>): Promise<T> {
  return spendAllowance(await takeResendSlot(deps, purpose, email), send);
}
