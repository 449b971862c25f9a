// Attempt limits on the auth actions, shared by the tRPC procedures and the REST paths (same Redis
// counters, so both doors draw on one budget): per client IP and per e-mail address, in fixed
// 15-minute windows. The per-address limit holds even when the IP changes.
import crypto from "node:crypto";
import { tooManyAttempts } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../errors.js";

export const AUTH_WINDOW_MS = 15 * 60_000;

export const AUTH_LIMITS = {
  login: { perIp: 30, perEmail: 10 },
  sendOtp: { perIp: 10, perEmail: 5 },
  verifyOtp: { perIp: 30, perEmail: 15 },
  register: { perIp: 10, perEmail: 5 },
  forgotPassword: { perIp: 10, perEmail: 5 },
  resetPassword: { perIp: 30, perEmail: 15 },
} as const;

export type AuthAction = keyof typeof AUTH_LIMITS;

export type AttemptSource = { ip: string | null; email: string | undefined };

/** Counts one attempt; throws 429 with the wait when a limit is passed. */
export async function enforceAuthRateLimit(deps: Pick<Deps, "redis" | "env">, action: AuthAction, source: AttemptSource): Promise<void> {
  const prefix = `${deps.env.QUEUE_PREFIX}:auth:limit:${action}`;
  const counters: { key: string; max: number }[] = [];
  if (source.ip) counters.push({ key: `${prefix}:ip:${source.ip}`, max: AUTH_LIMITS[action].perIp });
  if (source.email) {
    const digest = crypto.createHash("sha256").update(source.email).digest("hex");
    counters.push({ key: `${prefix}:email:${digest}`, max: AUTH_LIMITS[action].perEmail });
  }
  if (counters.length === 0) return;

  const pipeline = deps.redis.multi();
  for (const { key } of counters) pipeline.incr(key).pexpire(key, AUTH_WINDOW_MS, "NX").pttl(key);
  let replies: [Error | null, unknown][] | null;
  try {
    replies = await pipeline.exec();
  } catch {
    // Redis down: let the attempt through rather than lock everyone out; argon2 still makes
    // password guessing slow, and /health reports the outage.
    return;
  }
  counters.forEach(({ max }, i) => {
    const count = Number(replies?.[i * 3]?.[1] ?? 0);
    const ttlMs = Number(replies?.[i * 3 + 2]?.[1] ?? AUTH_WINDOW_MS);
    if (count > max) throw new AppError("TOO_MANY_REQUESTS", tooManyAttempts(Math.max(1, Math.ceil(ttlMs / 60_000))));
  });
}
