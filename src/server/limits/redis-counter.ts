// The one Redis counter behind every limit of the app (policies.ts lists them). A policy names its
// counters (key parts, limit, window) and what happens while Redis does not answer. Every operation
// is one call of one Lua script, so a check and its count are one atomic step shared by every web
// instance, and every call has a time budget, so a stalled Redis cannot hold a request.
//
// Windows are measured on the caller's clock (`Date.now()`, passed to the script), like the resend
// gate's always were: tests move it, and the instances of one deployment keep theirs in step (NTP).
import type { Redis } from "ioredis";
import type { Env } from "../../infra/env.js";
import { AppError } from "../../infra/errors.js";
import { withTimeout } from "../../infra/with-timeout.js";
import type { Deps } from "../deps.js";
import { currentRequestId } from "../observability/request-context.js";
import { clientAddress, hashedIdentifier } from "./key-parts.js";

/** How long a limit waits for Redis before it treats it as down. */
export const LIMIT_REDIS_BUDGET_MS = 1000;

/** `ip`: a client address (IPv6 by /64); `hashed`: what a person typed to name an account; `plain`: ids and words the code chose. */
export type KeyPartKind = "ip" | "hashed" | "plain";

export type CounterRule = {
  /** The key's parts in order: name → how it is written (key-parts.ts). */
  key: Readonly<Record<string, KeyPartKind>>;
  limit: number;
  windowMs: number;
  /** Every hit starts the window again (a memory of the last hit), instead of the first hit starting a fixed window. */
  slides?: boolean;
  /** At the limit, each hit blocks for `startMs`, doubling up to `maxMs`, instead of blocking until the window ends. */
  backoff?: { startMs: number; maxMs: number };
};

/** Fail open (`allow`: the request goes through, logged and counted) or fail closed (503 with this message). */
export type WhenRedisDown = "allow" | { refuse: string };

export type LimitPolicy<C extends string = string> = {
  /** In the counters' keys and in the metric's `policy` label. */
  name: string;
  counters: { readonly [N in C]?: CounterRule };
  whenRedisDown: WhenRedisDown;
};

/** One counter of a policy, for one client or account. */
export type CounterRef = { key: string; rule: CounterRule };

/** `waitMs` > 0: the counter is at its limit (or backing off) for that long. */
export type CounterState = { count: number; waitMs: number; resetInMs: number; windowEndsAt: number };

export type GrantedAllowance = {
  granted: true;
  counters: CounterState[];
  /** Takes the hit back (the guarded work failed), unless its window has ended meanwhile. Never throws. */
  giveBack: () => Promise<void>;
};

export type Allowance = GrantedAllowance | { granted: false; waitMs: number };

type LimitDeps = Pick<Deps, "redis" | "env" | "metrics">;

type Op = "peek" | "take" | "add" | "undo" | "clear";

// KEYS: the counters, each a hash: n (hits in the window), e (when the window ends, ms), u (blocked
// until, ms: back-off counters only). ARGV[1]: now; then 7 values per key: op, limit, window ms,
// slides (1/0), back-off start ms (0: none), back-off max ms, and for 'undo' the window end of the
// hit to take back. The 'take' keys are all or nothing: if one is at its limit, nothing is counted
// and the reply is {0, the longest wait}. Otherwise each key's op runs and the reply is {1, then
// count, wait and window end for each key}. Waits never exceed the window (or the back-off's
// maximum), so a clock that went back cannot make one longer.
const SCRIPT = `
local now = tonumber(ARGV[1])
local function arg(i, j) return ARGV[1 + (i - 1) * 7 + j] end
local function num(i, j) return tonumber(arg(i, j)) end

local function read(i)
  local v = redis.call('HMGET', KEYS[i], 'n', 'e', 'u')
  local e = tonumber(v[2]) or 0
  if e <= now then return 0, 0, 0 end
  return tonumber(v[1]) or 0, e, tonumber(v[3]) or 0
end

local function wait(i, n, e, u)
  if num(i, 5) > 0 then return math.min(math.max(u - now, 0), num(i, 6)) end
  if n >= num(i, 2) and e > now then return math.min(e - now, num(i, 3)) end
  return 0
end

local function hit(i, n, e, u)
  local limit = num(i, 2)
  if e <= now or arg(i, 4) == '1' then e = now + num(i, 3) end
  n = n + 1
  if num(i, 5) > 0 and n >= limit then u = now + math.min(num(i, 6), num(i, 5) * 2 ^ (n - limit)) end
  redis.call('HSET', KEYS[i], 'n', n, 'e', e, 'u', u)
  redis.call('PEXPIRE', KEYS[i], math.max(e, u) - now)
  return n, e, u
end

local blocked = 0
for i = 1, #KEYS do
  if arg(i, 1) == 'take' then
    local n, e, u = read(i)
    blocked = math.max(blocked, wait(i, n, e, u))
  end
end
if blocked > 0 then return {0, blocked} end

local reply = {1}
for i = 1, #KEYS do
  local op = arg(i, 1)
  local n, e, u = read(i)
  if op == 'take' or op == 'add' then
    n, e, u = hit(i, n, e, u)
  elseif op == 'undo' then
    if n > 0 and e == num(i, 7) then n = redis.call('HINCRBY', KEYS[i], 'n', -1) end
  elseif op == 'clear' then
    redis.call('DEL', KEYS[i])
    n, e, u = 0, 0, 0
  end
  reply[#reply + 1] = n
  reply[#reply + 1] = wait(i, n, e, u)
  reply[#reply + 1] = e
end
return reply
`;

const COMMAND = "applyLimits";

type ScriptedRedis = Redis & { [COMMAND]?: (...args: (string | number)[]) => Promise<unknown> };

/** EVALSHA of the script (ioredis loads it once per connection); one Redis round trip. */
function callScript(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
  const scripted = redis as ScriptedRedis;
  if (!scripted[COMMAND]) redis.defineCommand(COMMAND, { lua: SCRIPT });
  return (scripted[COMMAND] as NonNullable<ScriptedRedis[typeof COMMAND]>)(keys.length, ...keys, ...args);
}

/** `null` only for an `ip` part: a client with no address (key-parts.ts). */
type KeyPartValue = string | number | null;

function keyPart(kind: KeyPartKind, value: KeyPartValue): string {
  if (kind === "ip") return clientAddress(value === null ? null : String(value));
  if (value === null) throw new Error(`A ${kind} key part cannot be empty`);
  return kind === "hashed" ? hashedIdentifier(String(value)) : String(value);
}

/**
 * The counter `name` of `policy` for these key parts (every part its rule names). `overrides` sets
 * the limit or window of this one call: the pair back-off's free failures, a route's own limit.
 */
export function counterOf<C extends string>(
  env: Pick<Env, "QUEUE_PREFIX">,
  policy: LimitPolicy<C>,
  name: C,
  parts: Readonly<Record<string, KeyPartValue>>,
  overrides: { limit?: number; windowMs?: number } = {},
): CounterRef {
  const rule = policy.counters[name];
  if (!rule) throw new Error(`Limit policy ${policy.name} has no counter ${name}`);
  const written = Object.entries(rule.key).map(([part, kind]) => {
    const value = parts[part];
    if (value === undefined) throw new Error(`Limit policy ${policy.name}: counter ${name} needs the key part ${part}`);
    return keyPart(kind, value);
  });
  return { key: [env.QUEUE_PREFIX, "limit", policy.name, name, ...written].join(":"), rule: { ...rule, ...overrides } };
}

const LOG_EVERY_MS = 60_000;
const lastLogged = new Map<string, number>();

/** Counted every time; logged once a minute per policy, so an outage does not flood the log. */
function noteRedisDown(deps: LimitDeps, policy: LimitPolicy, error: unknown): void {
  const outcome = policy.whenRedisDown === "allow" ? "allowed" : "refused";
  deps.metrics.limitRedisFailures.inc({ policy: policy.name, outcome });
  const now = Date.now();
  const last = lastLogged.get(policy.name);
  if (last !== undefined && now - last >= 0 && now - last < LOG_EVERY_MS) return;
  lastLogged.set(policy.name, now);
  console.warn(
    JSON.stringify({
      level: "warn",
      reqId: currentRequestId(),
      msg: `limit ${policy.name}: Redis did not answer, requests ${outcome} (logged once a minute)`,
      err: String(error),
    }),
  );
}

type Step = { counter: CounterRef; op: Op; windowEndsAt?: number };

/** The script over `steps`, within the time budget; rejects when Redis fails or does not answer. */
async function evaluate(redis: Redis, steps: Step[], now: number): Promise<number[]> {
  const keys = steps.map((step) => step.counter.key);
  const args: (string | number)[] = [now];
  for (const { counter, op, windowEndsAt = 0 } of steps) {
    const { limit, windowMs, slides, backoff } = counter.rule;
    args.push(op, limit, windowMs, slides ? 1 : 0, backoff?.startMs ?? 0, backoff?.maxMs ?? 0, windowEndsAt);
  }
  const reply = await withTimeout(callScript(redis, keys, args), LIMIT_REDIS_BUDGET_MS, "Redis");
  return (reply as unknown[]).map(Number);
}

/** `evaluate`, with Redis down handled as the policy says: undefined when it fails open, else its 503. */
async function run(deps: LimitDeps, policy: LimitPolicy, steps: Step[], now: number): Promise<number[] | undefined> {
  try {
    return await evaluate(deps.redis, steps, now);
  } catch (error) {
    noteRedisDown(deps, policy, error);
    if (policy.whenRedisDown === "allow") return undefined;
    throw new AppError("SERVICE_UNAVAILABLE", policy.whenRedisDown.refuse, { cause: error });
  }
}

function statesOf(reply: number[], steps: Step[], now: number): CounterState[] {
  return steps.map(({ counter }, i) => {
    const [count = 0, waitMs = 0, windowEndsAt = 0] = reply.slice(1 + i * 3, 4 + i * 3);
    return { count, waitMs, windowEndsAt, resetInMs: Math.min(Math.max(windowEndsAt - now, 0), counter.rule.windowMs) };
  });
}

const NOTHING_COUNTED: CounterState = { count: 0, waitMs: 0, resetInMs: 0, windowEndsAt: 0 };

/**
 * Counts one hit on every counter when all of them have room, else none (a refused request uses up
 * nothing); refused: how long until the fullest has room again.
 */
export async function takeAllowance(deps: LimitDeps, policy: LimitPolicy, counters: CounterRef[]): Promise<Allowance> {
  const now = Date.now();
  const steps = counters.map((counter): Step => ({ counter, op: "take" }));
  const reply = await run(deps, policy, steps, now);
  if (!reply) return { granted: true, counters: counters.map(() => NOTHING_COUNTED), giveBack: async () => undefined };
  if (reply[0] === 0) return { granted: false, waitMs: reply[1] ?? 0 };
  const states = statesOf(reply, steps, now);
  const giveBack = async () => {
    const undo = steps.map((step, i): Step => ({ counter: step.counter, op: "undo", windowEndsAt: states[i]?.windowEndsAt ?? 0 }));
    // Best effort, while another failure is being answered; a Redis that fails here is not counted again.
    await evaluate(deps.redis, undo, Date.now()).catch(() => undefined);
  };
  return { granted: true, counters: states, giveBack };
}

/** Runs `work` on a granted allowance; a failed `work` gives the hit back, so a retry is not held against the user. */
export async function spendAllowance<T>(allowance: GrantedAllowance, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await allowance.giveBack();
    throw error;
  }
}

/** The counters as they stand, counting nothing. Redis down and the policy fails open: all empty. */
export async function readCounters(deps: LimitDeps, policy: LimitPolicy, counters: CounterRef[]): Promise<CounterState[]> {
  const now = Date.now();
  const steps = counters.map((counter): Step => ({ counter, op: "peek" }));
  const reply = await run(deps, policy, steps, now);
  return reply ? statesOf(reply, steps, now) : counters.map(() => NOTHING_COUNTED);
}

/** Counts one hit on each of `add`, whatever their limits, and empties each of `clear`, in one step. */
export async function updateCounters(deps: LimitDeps, policy: LimitPolicy, changes: { add?: CounterRef[]; clear?: CounterRef[] }) {
  const steps = [
    ...(changes.add ?? []).map((counter): Step => ({ counter, op: "add" })),
    ...(changes.clear ?? []).map((counter): Step => ({ counter, op: "clear" })),
  ];
  if (steps.length > 0) await run(deps, policy, steps, Date.now());
}
