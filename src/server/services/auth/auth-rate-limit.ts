// Attempt limits on the auth actions, shared by the tRPC procedures and the REST paths (same Redis
// counters, so both doors draw on one budget): per client IP, and per e-mail address for the
// actions that send mail, in fixed 15-minute windows. Password and code checks have no per-address
// count of every attempt (anyone could spend it for someone else): attempt-guard.ts limits their
// failures instead. A password change is the exception: only the account's own sessions can make one.
import crypto from "node:crypto";
import { tooManyAttempts } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";

export const AUTH_WINDOW_MS = 15 * 60_000;

type Limits = { perIp: number; perEmail?: number };

export const AUTH_LIMITS = {
  login: { perIp: 30 },
  sendOtp: { perIp: 10, perEmail: 5 },
  verifyOtp: { perIp: 30 },
  register: { perIp: 10, perEmail: 5 },
  forgotPassword: { perIp: 10, perEmail: 5 },
  resetPassword: { perIp: 30 },
  changePassword: { perIp: 10, perEmail: 10 },
} as const satisfies Record<string, Limits>;

export type AuthAction = keyof typeof AUTH_LIMITS;

export type AttemptSource = { ip: string | null; email: string | undefined };

type Counter = { key: string; max: number };
type Pipeline = ReturnType<Deps["redis"]["multi"]>;

function countersFor(deps: Pick<Deps, "env">, action: AuthAction, source: AttemptSource): Counter[] {
  const prefix = `${deps.env.QUEUE_PREFIX}:auth:limit:${action}`;
  const limits: Limits = AUTH_LIMITS[action];
  const counters: Counter[] = [];
  if (source.ip) counters.push({ key: `${prefix}:ip:${source.ip}`, max: limits.perIp });
  if (source.email && limits.perEmail) {
    const digest = crypto.createHash("sha256").update(source.email).digest("hex");
    counters.push({ key: `${prefix}:email:${digest}`, max: limits.perEmail });
  }
  return counters;
}

function tooMany(ttlMs: unknown): AppError {
  const minutes = Math.max(1, Math.ceil(Number(ttlMs ?? AUTH_WINDOW_MS) / 60_000));
  return new AppError("TOO_MANY_REQUESTS", tooManyAttempts(minutes), { reason: "RATE_LIMITED" });
}

/**
 * Runs the same commands for every counter in one MULTI and returns each counter's replies.
 * Redis down: [] — the attempt goes through rather than lock everyone out; argon2 still makes
 * password guessing slow, and /health reports the outage.
 */
async function runOnEachCounter(deps: Pick<Deps, "redis">, counters: Counter[], commands: (pipeline: Pipeline, key: string) => void) {
  if (counters.length === 0) return [];
  const pipeline = deps.redis.multi();
  for (const { key } of counters) commands(pipeline, key);
  try {
    const replies = ((await pipeline.exec()) ?? []).map(([, value]) => value);
    const width = replies.length / counters.length;
    return counters.map((_, i) => replies.slice(i * width, (i + 1) * width));
  } catch {
    return [];
  }
}

/** Counts one attempt; throws 429 with the wait when a limit is passed. */
export async function enforceAuthRateLimit(deps: Pick<Deps, "redis" | "env">, action: AuthAction, source: AttemptSource): Promise<void> {
  const counters = countersFor(deps, action, source);
  const replies = await runOnEachCounter(deps, counters, (pipeline, key) =>
    pipeline.incr(key).pexpire(key, AUTH_WINDOW_MS, "NX").pttl(key),
  );
  replies.forEach(([count, , ttlMs], i) => {
    if (Number(count) > (counters[i]?.max ?? Infinity)) throw tooMany(ttlMs);
  });
}
