// Failed-attempt limits on password and code checks (login, dashboard sign-in, code checks), built
// so that nobody can lock someone else out: back-off per (account, IP), a looser budget per IP
// across accounts, and a per-account budget which, once spent, slows rather than blocks: each IP
// that has not proved itself on the account gets one free failure instead of five, so the owner's
// first right password or e-mailed code from a new network still passes. Proving oneself (a right
// password or code, in any of the actions) trusts the IP for the account in all of them.
import crypto from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import { tooManyAttempts } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";

export const ATTEMPT_LIMITS = {
  /** Failures per (account, IP) before the back-off starts: 1 minute, then doubling. */
  freeFailures: 5,
  /** The same, for an IP the account does not trust once the account's budget is spent. */
  freeFailuresUnderAttack: 1,
  backoffStartMs: 60_000,
  backoffMaxMs: 60 * 60_000,
  /** How long a pair's failure count (and so its back-off level) is remembered. */
  pairMemoryMs: 24 * 60 * 60_000,
  perIp: { max: 30, windowMs: 15 * 60_000 },
  /** Failures per account from all IPs before untrusted IPs get `freeFailuresUnderAttack`. */
  perAccount: { max: 100, windowMs: 60 * 60_000 },
  /** An IP that signed in to an account (or used its code) keeps its free failures for this long. */
  trustedIpMs: 30 * 24 * 60 * 60_000,
} as const;

export type GuardedAction = "login" | "dashboard" | "verifyOtp" | "resetPassword";

/** `account` is the address or user name tried, known or not: the same counters for every one. */
export type AttemptSource = { ip: string | null; account: string };

type Keys = { pair: string; ip: string; account: string; trusted: string };

// Counts one failure of a pair and sets when it may try again once the free failures are used up.
const FAIL_PAIR = `
local n = redis.call('HINCRBY', KEYS[1], 'count', 1)
local free = tonumber(ARGV[1])
if n >= free then
  local delay = math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ (n - free))
  redis.call('HSET', KEYS[1], 'until', tonumber(ARGV[5]) + delay)
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return n
`;

function keysFor(deps: Pick<Deps, "env">, action: GuardedAction, source: AttemptSource): Keys {
  const prefix = `${deps.env.QUEUE_PREFIX}:auth:fail:${action}`;
  const account = crypto.createHash("sha256").update(source.account).digest("hex");
  // An IPv6 client by its subnet, as the request limits count it: one host holds a whole /64.
  const ip = source.ip ? normalizeIP(source.ip) : "unknown";
  return {
    pair: `${prefix}:pair:${account}:${ip}`,
    ip: `${prefix}:ip:${ip}`,
    account: `${prefix}:account:${account}`,
    // One for every action: a sign-in trusts the IP for a reset of the account, and the reverse.
    trusted: `${deps.env.QUEUE_PREFIX}:auth:trusted:${account}:${ip}`,
  };
}

const tooMany = (waitMs: number) =>
  new AppError("TOO_MANY_REQUESTS", tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60_000))), { reason: "RATE_LIMITED" });

/** Redis down: the attempt goes through (argon2 and the per-code tries still slow guessing). */
async function exec(pipeline: ReturnType<Deps["redis"]["multi"]>): Promise<unknown[] | undefined> {
  try {
    return (await pipeline.exec())?.map(([, value]) => value);
  } catch {
    return undefined;
  }
}

/** Throws 429 while the pair waits or the IP's budget is spent; returns the pair's free failures. */
async function assertAttemptAllowed(deps: Pick<Deps, "redis">, keys: Keys): Promise<number> {
  const { freeFailures, freeFailuresUnderAttack, perIp, perAccount } = ATTEMPT_LIMITS;
  const replies = await exec(deps.redis.multi().hget(keys.pair, "until").get(keys.ip).pttl(keys.ip).get(keys.account).exists(keys.trusted));
  if (!replies) return freeFailures;
  const [until = 0, ipCount = 0, ipTtl = 0, accountCount = 0, trusted = 0] = replies.map(Number);
  const pairWait = until - Date.now();
  if (pairWait > 0) throw tooMany(pairWait);
  if (ipCount >= perIp.max) throw tooMany(ipTtl);
  return accountCount >= perAccount.max && trusted !== 1 ? freeFailuresUnderAttack : freeFailures;
}

async function recordFailure(deps: Pick<Deps, "redis">, keys: Keys, freeFailures: number): Promise<void> {
  const { backoffStartMs, backoffMaxMs, pairMemoryMs, perIp, perAccount } = ATTEMPT_LIMITS;
  await exec(
    deps.redis
      .multi()
      .eval(FAIL_PAIR, 1, keys.pair, freeFailures, backoffStartMs, backoffMaxMs, pairMemoryMs, Date.now())
      .incr(keys.ip)
      .pexpire(keys.ip, perIp.windowMs, "NX")
      .incr(keys.account)
      .pexpire(keys.account, perAccount.windowMs, "NX"),
  );
}

async function recordSuccess(deps: Pick<Deps, "redis">, keys: Keys): Promise<void> {
  await exec(deps.redis.multi().del(keys.pair).set(keys.trusted, "1", "PX", ATTEMPT_LIMITS.trustedIpMs));
}

/** A wrong password or code: the errors a check throws when the guess was wrong. */
function isFailedGuess(error: unknown): boolean {
  return error instanceof AppError && (error.code === "UNAUTHORIZED" || error.code === "BAD_REQUEST");
}

/**
 * Runs `check` (which throws 401 or 400 for a wrong guess) unless a limit is used up (429). The
 * same Redis commands run for every account, known or not, so the limits say nothing about which
 * exist.
 */
export async function guardAttempt<T>(
  deps: Pick<Deps, "redis" | "env">,
  action: GuardedAction,
  source: AttemptSource,
  check: () => Promise<T>,
): Promise<T> {
  const keys = keysFor(deps, action, source);
  const freeFailures = await assertAttemptAllowed(deps, keys);
  try {
    const result = await check();
    await recordSuccess(deps, keys);
    return result;
  } catch (error) {
    if (isFailedGuess(error)) await recordFailure(deps, keys, freeFailures);
    throw error;
  }
}
