// Failed-attempt limits on password and code checks (login, dashboard sign-in, code checks), built
// so that nobody can lock someone else out: back-off per (account, IP), a looser budget per IP
// across accounts, and a high per-account budget that IPs which signed in to the account skip.
import crypto from "node:crypto";
import { tooManyAttempts } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";

export const ATTEMPT_LIMITS = {
  /** Failures per (account, IP) before the back-off starts: 1 minute, then doubling. */
  freeFailures: 5,
  backoffStartMs: 60_000,
  backoffMaxMs: 60 * 60_000,
  /** How long a pair's failure count (and so its back-off level) is remembered. */
  pairMemoryMs: 24 * 60 * 60_000,
  perIp: { max: 30, windowMs: 15 * 60_000 },
  perAccount: { max: 100, windowMs: 60 * 60_000 },
  /** An IP that signed in to an account skips that account's budget for this long. */
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
  const ip = source.ip ?? "unknown";
  return {
    pair: `${prefix}:pair:${account}:${ip}`,
    ip: `${prefix}:ip:${ip}`,
    account: `${prefix}:account:${account}`,
    trusted: `${prefix}:trusted:${account}:${ip}`,
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

async function assertAttemptAllowed(deps: Pick<Deps, "redis">, keys: Keys): Promise<void> {
  const replies = await exec(
    deps.redis.multi().hget(keys.pair, "until").get(keys.ip).pttl(keys.ip).get(keys.account).pttl(keys.account).exists(keys.trusted),
  );
  if (!replies) return;
  const [until = 0, ipCount = 0, ipTtl = 0, accountCount = 0, accountTtl = 0, trusted = 0] = replies.map(Number);
  const pairWait = until - Date.now();
  if (pairWait > 0) throw tooMany(pairWait);
  if (ipCount >= ATTEMPT_LIMITS.perIp.max) throw tooMany(ipTtl);
  if (accountCount >= ATTEMPT_LIMITS.perAccount.max && trusted !== 1) throw tooMany(accountTtl);
}

async function recordFailure(deps: Pick<Deps, "redis">, keys: Keys): Promise<void> {
  const { freeFailures, backoffStartMs, backoffMaxMs, pairMemoryMs, perIp, perAccount } = ATTEMPT_LIMITS;
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
  await assertAttemptAllowed(deps, keys);
  try {
    const result = await check();
    await recordSuccess(deps, keys);
    return result;
  } catch (error) {
    if (isFailedGuess(error)) await recordFailure(deps, keys);
    throw error;
  }
}
