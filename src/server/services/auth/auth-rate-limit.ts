// Attempt limits on the auth actions, shared by the tRPC procedures and the REST paths (same Redis
// counters, so both doors draw on one budget): per client IP, and per e-mail address for the
// actions that send mail, in fixed 15-minute windows (limits/policies.ts: AUTH_POLICIES). Password
// and code checks have no per-address count of every attempt (anyone could spend it for someone
// else): attempt-guard.ts limits their failures instead. A password change is the exception: only
// the account's own sessions can make one.
import { tooManyAttempts } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { AUTH_POLICIES, type AuthAction } from "../../limits/policies.js";
import { counterOf, takeAllowance, type CounterRef } from "../../limits/redis-counter.js";

export type AttemptSource = { ip: string | null; email: string | undefined };

/** Counts one attempt; throws 429 with the wait when a limit is used up (or the policy's 503 while Redis is down). */
export async function enforceAuthRateLimit(
  deps: Pick<Deps, "redis" | "env" | "metrics">,
  action: AuthAction,
  source: AttemptSource,
): Promise<void> {
  const policy = AUTH_POLICIES[action];
  const counters: CounterRef[] = [];
  if (source.ip) counters.push(counterOf(deps.env, policy, "ip", { ip: source.ip }));
  if (source.email && policy.counters.email) counters.push(counterOf(deps.env, policy, "email", { email: source.email }));
  if (counters.length === 0) return;
  const allowance = await takeAllowance(deps, policy, counters);
  if (!allowance.granted) {
    const minutes = Math.max(1, Math.ceil(allowance.waitMs / 60_000));
    throw new AppError("TOO_MANY_REQUESTS", tooManyAttempts(minutes), { reason: "RATE_LIMITED" });
  }
}
