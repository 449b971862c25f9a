// At most one new code per address and purpose every 60 s. Kept in Redis for every address asked
// about, known or not, so the answer never tells whether an account exists. The stored value is
// the send time (the clock of this process, so tests can move it); the key itself expires.
import crypto from "node:crypto";
import type { Redis } from "ioredis";
import { CODE_RESEND_SECONDS, resendTooSoon } from "../../../shared/auth.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../../shared/mail.js";
import type { CodePurpose } from "../../db/generated/enums.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";

const WINDOW_MS = CODE_RESEND_SECONDS * 1000;

// Returns 0 and records `now` when the slot is free, else the milliseconds left.
const CLAIM = `
local last = redis.call('GET', KEYS[1])
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if last and now - tonumber(last) < window then return window - (now - tonumber(last)) end
redis.call('SET', KEYS[1], ARGV[1], 'PX', window)
return 0
`;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

type GateDeps = Pick<Deps, "redis" | "env">;

function gateKey(deps: GateDeps, purpose: CodePurpose, email: string): string {
  const digest = crypto.createHash("sha256").update(email).digest("hex");
  return `${deps.env.QUEUE_PREFIX}:auth:resend:${purpose}:${digest}`;
}

async function run(redis: Redis, script: string, key: string, args: (string | number)[]): Promise<number> {
  try {
    return Number(await redis.eval(script, 1, key, ...args));
  } catch (error) {
    // Sending a code needs Redis for the mail queue as well: the same clear 503.
    throw new AppError("SERVICE_UNAVAILABLE", MAIL_SERVICE_UNAVAILABLE, { cause: error });
  }
}

/**
 * Claims the slot of this address and purpose, or answers 429 saying when to retry. Returns the
 * function that frees it again (a failed send), so the user may retry at once.
 */
export async function claimResendSlot(deps: GateDeps, purpose: CodePurpose, email: string): Promise<() => Promise<void>> {
  const key = gateKey(deps, purpose, email);
  const stamp = String(Date.now());
  const waitMs = await run(deps.redis, CLAIM, key, [stamp, WINDOW_MS]);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError("TOO_MANY_REQUESTS", resendTooSoon(seconds), { reason: "RESEND_TOO_SOON", retryAfterSeconds: seconds });
  }
  return async () => {
    await run(deps.redis, RELEASE, key, [stamp]).catch(() => undefined);
  };
}

/** Runs `send` in a claimed slot (see claimResendSlot); a failed `send` frees the slot again. */
export async function withResendSlot<T>(deps: GateDeps, purpose: CodePurpose, email: string, send: () => Promise<T>): Promise<T> {
  const release = await claimResendSlot(deps, purpose, email);
  try {
    return await send();
  } catch (error) {
    await release();
    throw error;
  }
}
