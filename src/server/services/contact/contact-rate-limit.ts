// How many contact messages a user, and a client IP, may send per hour: one allowance in Redis that
// REST and tRPC both draw on (through sendContactMessage), shared by every web instance.
import { tooManyMessages } from "../../../shared/contact.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../../shared/mail.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";

export const CONTACT_WINDOW_MS = 60 * 60_000;

/** Per signed-in user, and per client IP so that many accounts on one network cannot multiply it. */
export const CONTACT_RATE_LIMITS = { perUser: 5, perIp: 20 } as const;

export type ContactSender = { userId: number; ip: string | null };

type LimitDeps = Pick<Deps, "redis" | "env">;

// KEYS: the counters; ARGV[1]: the window; ARGV[i + 1]: the limit of KEYS[i]. Counts one message on
// every counter and returns 0 when all have room; else counts nothing and returns the longest wait.
const TAKE = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[1]) end
    wait = math.max(wait, ttl)
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[1], 'NX')
end
return 0
`;

// Gives a message back when it was not sent; a counter that has expired meanwhile is left alone.
const GIVE_BACK = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

function counters(deps: LimitDeps, { userId, ip }: ContactSender): { keys: string[]; limits: number[] } {
  const prefix = `${deps.env.QUEUE_PREFIX}:contact:limit`;
  const keys = [`${prefix}:user:${userId}`];
  const limits: number[] = [CONTACT_RATE_LIMITS.perUser];
  if (ip) {
    keys.push(`${prefix}:ip:${ip}`);
    limits.push(CONTACT_RATE_LIMITS.perIp);
  }
  return { keys, limits };
}

async function run(deps: LimitDeps, script: string, keys: string[], args: number[]): Promise<number> {
  try {
    return Number(await deps.redis.eval(script, keys.length, ...keys, ...args));
  } catch (error) {
    // The mail queue lives on the same Redis: without it the message could not be sent anyway.
    throw new AppError("SERVICE_UNAVAILABLE", MAIL_SERVICE_UNAVAILABLE, { cause: error });
  }
}

/**
 * Runs `send` when the sender has messages left this hour, else answers 429 saying when to retry.
 * A failed `send` gives the message back, so a retry after an outage is not held against the user.
 */
export async function withContactAllowance<T>(deps: LimitDeps, sender: ContactSender, send: () => Promise<T>): Promise<T> {
  const { keys, limits } = counters(deps, sender);
  const waitMs = await run(deps, TAKE, keys, [CONTACT_WINDOW_MS, ...limits]);
  if (waitMs > 0) throw new AppError("TOO_MANY_REQUESTS", tooManyMessages(Math.ceil(waitMs / 60_000)), { reason: "RATE_LIMITED" });
  try {
    return await send();
  } catch (error) {
    await run(deps, GIVE_BACK, keys, []).catch(() => undefined);
    throw error;
  }
}
