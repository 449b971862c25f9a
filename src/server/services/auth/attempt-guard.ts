// Failed-attempt limits on password and code checks (login, dashboard sign-in, code checks), built
// so that nobody can lock someone else out: back-off per (account, IP), a looser budget per IP
// across accounts, and a per-account budget which, once spent, slows rather than blocks: each IP
// that has not proved itself on the account gets one free failure instead of five, so the owner's
// first right password or e-mailed code from a new network still passes. Proving oneself (a right
// password or code, in any of the actions) trusts the IP for the account in all of them. The
// counters are those of AUTH_FAILURES_POLICY (limits/policies.ts); while Redis is down it answers
// 503 rather than let guesses through unlimited.
import { tooManyAttempts } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { ATTEMPT_LIMITS, AUTH_FAILURES_POLICY } from "../../limits/policies.js";
import { counterOf, readCounters, updateCounters, type CounterRef } from "../../limits/redis-counter.js";

export type GuardedAction = "login" | "dashboard" | "verifyOtp" | "resetPassword";

/** `account` is the address or user name tried, known or not: the same counters for every one. */
export type AttemptSource = { ip: string | null; account: string };

type GuardDeps = Pick<Deps, "redis" | "env" | "metrics">;

type Counters = { pair: CounterRef; ip: CounterRef; account: CounterRef; trusted: CounterRef };

function countersFor(deps: GuardDeps, action: GuardedAction, { ip, account }: AttemptSource): Counters {
  const policy = AUTH_FAILURES_POLICY;
  return {
    pair: counterOf(deps.env, policy, "pair", { action, account, ip }),
    ip: counterOf(deps.env, policy, "ip", { action, ip }),
    account: counterOf(deps.env, policy, "account", { action, account }),
    // One for every action: a sign-in trusts the IP for a reset of the account, and the reverse.
    trusted: counterOf(deps.env, policy, "trusted", { account, ip }),
  };
}

const tooMany = (waitMs: number) =>
  new AppError("TOO_MANY_REQUESTS", tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60_000))), { reason: "RATE_LIMITED" });

/** Throws 429 while the pair waits or the IP's budget is spent; returns the pair's free failures. */
async function assertAttemptAllowed(deps: GuardDeps, counters: Counters): Promise<number> {
  const [pair, ip, account, trusted] = await readCounters(deps, AUTH_FAILURES_POLICY, [
    counters.pair,
    counters.ip,
    counters.account,
    counters.trusted,
  ]);
  if (pair && pair.waitMs > 0) throw tooMany(pair.waitMs);
  if (ip && ip.waitMs > 0) throw tooMany(ip.waitMs);
  const underAttack = (account?.waitMs ?? 0) > 0 && (trusted?.count ?? 0) === 0;
  return underAttack ? ATTEMPT_LIMITS.freeFailuresUnderAttack : ATTEMPT_LIMITS.freeFailures;
}

async function recordFailure(deps: GuardDeps, counters: Counters, freeFailures: number): Promise<void> {
  const pair = { ...counters.pair, rule: { ...counters.pair.rule, limit: freeFailures } };
  await updateCounters(deps, AUTH_FAILURES_POLICY, { add: [pair, counters.ip, counters.account] });
}

async function recordSuccess(deps: GuardDeps, counters: Counters): Promise<void> {
  await updateCounters(deps, AUTH_FAILURES_POLICY, { clear: [counters.pair], add: [counters.trusted] });
}

/** A wrong password or code: the errors a check throws when the guess was wrong. */
function isFailedGuess(error: unknown): boolean {
  return error instanceof AppError && (error.code === "UNAUTHORIZED" || error.code === "BAD_REQUEST");
}

/**
 * Runs `check` (which throws 401 or 400 for a wrong guess) unless a limit is used up (429). The
 * same Redis commands run for every account, known or not, so the limits say nothing about which
 * exist. Redis down: 503 before `check` runs, and 503 instead of the check's answer when its
 * outcome cannot be recorded, so no guess is answered without being counted.
 */
export async function guardAttempt<T>(deps: GuardDeps, action: GuardedAction, source: AttemptSource, check: () => Promise<T>): Promise<T> {
  const counters = countersFor(deps, action, source);
  const freeFailures = await assertAttemptAllowed(deps, counters);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (isFailedGuess(error)) await recordFailure(deps, counters, freeFailures);
    throw error;
  }
  await recordSuccess(deps, counters);
  return result;
}
