// How many contact messages a user, and a client IP, may send per hour (CONTACT_POLICY,
// limits/policies.ts): one allowance in Redis that REST and tRPC both draw on (through
// sendContactMessage), shared by every web instance. While Redis is down the message could not be
// queued anyway: 503.
import { tooManyMessages } from "../../../shared/contact.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { CONTACT_POLICY } from "../../limits/policies.js";
import { counterOf, spendAllowance, takeAllowance } from "../../limits/redis-counter.js";

export type ContactSender = { userId: number; ip: string | null };

/**
 * Runs `send` when the sender has messages left this hour, else answers 429 saying when to retry.
 * A refused message is not counted (a user at their limit cannot use up colleagues' IP budget), and
 * a failed `send` gives the message back, so a retry after an outage is not held against the user.
 */
export async function withContactAllowance<T>(
  deps: Pick<Deps, "redis" | "env" | "metrics">,
  { userId, ip }: ContactSender,
  send: () => Promise<T>,
): Promise<T> {
  const counters = [counterOf(deps.env, CONTACT_POLICY, "user", { user: userId })];
  if (ip) counters.push(counterOf(deps.env, CONTACT_POLICY, "ip", { ip }));
  const allowance = await takeAllowance(deps, CONTACT_POLICY, counters);
  if (!allowance.granted) {
    throw new AppError("TOO_MANY_REQUESTS", tooManyMessages(Math.ceil(allowance.waitMs / 60_000)), { reason: "RATE_LIMITED" });
  }
  return spendAllowance(allowance, send);
}
