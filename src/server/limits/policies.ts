// Every limit of the app as a policy of the one Redis counter (redis-counter.ts): what it counts,
// per what, in what window, and what it does while Redis does not answer (docs/ has the same table
// with the reasons). The rule for Redis down: a limit that stands between an attacker and a password
// or a code, or between anyone and someone else's mailbox, fails closed (503); a limit that only
// protects capacity fails open, logged and counted (careers_limit_redis_failures_total).
import { CODE_RESEND_SECONDS } from "../../shared/auth.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../shared/mail.js";
import { SERVICE_UNAVAILABLE } from "../outage.js";
import type { LimitPolicy, WhenRedisDown } from "./redis-counter.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Fail closed with the app's outage message. */
const REFUSE: WhenRedisDown = { refuse: SERVICE_UNAVAILABLE };
/** Fail closed with the mail service's message: the request would send mail, and the mail queue lives on the same Redis. */
const REFUSE_AS_MAIL: WhenRedisDown = { refuse: MAIL_SERVICE_UNAVAILABLE };

/**
 * @fastify/rate-limit's per-route limits (rest/rate-limit.ts): each route sets its own `max` and
 * `timeWindow` in `config.rateLimit`, counted per route and client (its address, or the user for
 * the export routes). Flood guards in front of the route, so Redis down lets requests through: the
 * limits behind them (below) still hold, and failing here would take the public job board down too.
 */
export const HTTP_ROUTE_POLICY: LimitPolicy<"route"> = {
  name: "http",
  whenRedisDown: "allow",
  // limit and windowMs: the route's own, given with each count.
  counters: { route: { key: { route: "plain", client: "plain" }, limit: 0, windowMs: 0 } },
};

/**
 * Attempts on the auth actions through both doors (services/auth/auth-rate-limit.ts): per client
 * IP, and per address only where mail is sent (anyone could spend a per-address count of password
 * or code checks for someone else: attempt-guard.ts limits their failures instead).
 */
export const AUTH_WINDOW_MS = 15 * MINUTE;

export const AUTH_LIMITS = {
  login: { perIp: 30 },
  sendOtp: { perIp: 10, perEmail: 5 },
  verifyOtp: { perIp: 30 },
  register: { perIp: 10, perEmail: 5 },
  forgotPassword: { perIp: 10, perEmail: 5 },
  resetPassword: { perIp: 30 },
  changePassword: { perIp: 10, perEmail: 10 },
} as const satisfies Record<string, { perIp: number; perEmail?: number }>;

export type AuthAction = keyof typeof AUTH_LIMITS;

const AUTH_WHEN_REDIS_DOWN: Record<AuthAction, WhenRedisDown> = {
  // Password and code guessing across accounts from one IP.
  login: REFUSE,
  verifyOtp: REFUSE,
  resetPassword: REFUSE,
  changePassword: REFUSE,
  // Mail bombing someone else's address; the code could not be queued anyway.
  sendOtp: REFUSE_AS_MAIL,
  forgotPassword: REFUSE_AS_MAIL,
  // Capacity only: it needs an address verified by code beforehand (which needs Redis), guesses no
  // secret, and its costly checks have their own bounded queue (score-password.ts).
  register: "allow",
};

function authPolicy(action: AuthAction): LimitPolicy<"ip" | "email"> {
  const limits: { perIp: number; perEmail?: number } = AUTH_LIMITS[action];
  const window = { windowMs: AUTH_WINDOW_MS };
  return {
    name: `auth-${action.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    whenRedisDown: AUTH_WHEN_REDIS_DOWN[action],
    counters: {
      ip: { key: { ip: "ip" }, limit: limits.perIp, ...window },
      ...(limits.perEmail ? { email: { key: { email: "hashed" }, limit: limits.perEmail, ...window } } : {}),
    },
  };
}

export const AUTH_POLICIES = Object.fromEntries(
  (Object.keys(AUTH_LIMITS) as AuthAction[]).map((action) => [action, authPolicy(action)]),
) as Record<AuthAction, LimitPolicy<"ip" | "email">>;

/** Failed password and code checks (services/auth/attempt-guard.ts explains the scheme). */
export const ATTEMPT_LIMITS = {
  /** Failures per (account, IP) before the back-off starts: 1 minute, then doubling. */
  freeFailures: 5,
  /** The same, for an IP the account does not trust once the account's budget is spent. */
  freeFailuresUnderAttack: 1,
  backoffStartMs: MINUTE,
  backoffMaxMs: HOUR,
  /** How long a pair's failure count (and so its back-off level) is remembered after its last failure. */
  pairMemoryMs: DAY,
  perIp: { max: 30, windowMs: 15 * MINUTE },
  /** Failures per account from all IPs before untrusted IPs get `freeFailuresUnderAttack`. */
  perAccount: { max: 100, windowMs: HOUR },
  /** An IP that signed in to an account (or used its code) keeps its free failures for this long. */
  trustedIpMs: 30 * DAY,
} as const;

export const AUTH_FAILURES_POLICY: LimitPolicy<"pair" | "ip" | "account" | "trusted"> = {
  name: "auth-failures",
  // Open, it would let anyone guess passwords and codes at full speed for as long as Redis is away.
  whenRedisDown: REFUSE,
  counters: {
    pair: {
      key: { action: "plain", account: "hashed", ip: "ip" },
      limit: ATTEMPT_LIMITS.freeFailures,
      windowMs: ATTEMPT_LIMITS.pairMemoryMs,
      slides: true,
      backoff: { startMs: ATTEMPT_LIMITS.backoffStartMs, maxMs: ATTEMPT_LIMITS.backoffMaxMs },
    },
    ip: { key: { action: "plain", ip: "ip" }, limit: ATTEMPT_LIMITS.perIp.max, windowMs: ATTEMPT_LIMITS.perIp.windowMs },
    account: {
      key: { action: "plain", account: "hashed" },
      limit: ATTEMPT_LIMITS.perAccount.max,
      windowMs: ATTEMPT_LIMITS.perAccount.windowMs,
    },
    // Successes, not failures: one (limit 1) trusts the IP for the account in every action.
    trusted: { key: { account: "hashed", ip: "ip" }, limit: 1, windowMs: ATTEMPT_LIMITS.trustedIpMs, slides: true },
  },
};

/** One new sign-up or reset code per address and purpose every 60 s (services/auth/resend-gate.ts). */
export const RESEND_CODE_POLICY: LimitPolicy<"address"> = {
  name: "resend-code",
  whenRedisDown: REFUSE_AS_MAIL,
  counters: { address: { key: { purpose: "plain", email: "hashed" }, limit: 1, windowMs: CODE_RESEND_SECONDS * 1000 } },
};

/** Contact messages per signed-in user, and per client IP so that many accounts on one network cannot multiply it. */
export const CONTACT_WINDOW_MS = HOUR;
export const CONTACT_RATE_LIMITS = { perUser: 5, perIp: 20 } as const;

export const CONTACT_POLICY: LimitPolicy<"user" | "ip"> = {
  name: "contact",
  // The message goes to the company inbox through the mail queue, on the same Redis.
  whenRedisDown: REFUSE_AS_MAIL,
  counters: {
    user: { key: { user: "plain" }, limit: CONTACT_RATE_LIMITS.perUser, windowMs: CONTACT_WINDOW_MS },
    ip: { key: { ip: "ip" }, limit: CONTACT_RATE_LIMITS.perIp, windowMs: CONTACT_WINDOW_MS },
  },
};

/**
 * Data requests per candidate account (services/data-requests/file-data-request.ts): enough for
 * every kind of request and a follow-up, not enough to bury HR's queue.
 */
export const DATA_REQUEST_WINDOW_MS = DAY;
export const DATA_REQUEST_RATE_LIMIT = { perUser: 5 } as const;

export const DATA_REQUEST_POLICY: LimitPolicy<"user"> = {
  name: "data-request",
  // Each request is acknowledged by mail, through the queue on the same Redis.
  whenRedisDown: REFUSE_AS_MAIL,
  counters: { user: { key: { user: "plain" }, limit: DATA_REQUEST_RATE_LIMIT.perUser, windowMs: DATA_REQUEST_WINDOW_MS } },
};

/**
 * HR's reveals of a full Aadhaar, PAN or passport number, per HR user: enough to check a few
 * candidates' documents in a row and a busy day's share, far too few to decrypt the database through
 * one account (10,000 applicants would take 100 days, each reveal an audit row). Fails closed: it is
 * what stands between a stolen HR session and every number.
 */
export const IDENTIFIER_REVEAL_LIMITS = { perMinute: 10, perDay: 100 } as const;

export const IDENTIFIER_REVEAL_POLICY: LimitPolicy<"minute" | "day"> = {
  name: "identifier-reveal",
  whenRedisDown: REFUSE,
  counters: {
    minute: { key: { user: "plain" }, limit: IDENTIFIER_REVEAL_LIMITS.perMinute, windowMs: MINUTE },
    day: { key: { user: "plain" }, limit: IDENTIFIER_REVEAL_LIMITS.perDay, windowMs: DAY },
  },
};

/**
 * HR's invitations to the hiring team (services/team/invite-interviewer.ts), per HR user and per
 * invited address: a team is built a few colleagues at a time, so 20 an hour per HR user is ample,
 * and 3 a day to one address covers a lost or expired mail. Each sends a code to an address HR
 * typed, so it fails closed: open, a stolen HR session could mail anyone without bound.
 */
export const INVITATION_LIMITS = { perUserPerHour: 20, perAddressPerDay: 3 } as const;

export const INVITATION_POLICY: LimitPolicy<"user" | "address"> = {
  name: "interviewer-invitation",
  whenRedisDown: REFUSE_AS_MAIL,
  counters: {
    user: { key: { user: "plain" }, limit: INVITATION_LIMITS.perUserPerHour, windowMs: HOUR },
    address: { key: { email: "hashed" }, limit: INVITATION_LIMITS.perAddressPerDay, windowMs: DAY },
  },
};

/**
 * Resume parses per candidate (services/resume/parse-my-resume.ts, issue #31): a candidate tries
 * a PDF or two per application, so 20 an hour is ample, and each parse may cost up to
 * PDF_TIME_LIMIT_MS of a worker thread. Every parse counts, an unreadable one too (it costs the
 * most). Capacity only, so Redis down lets parses through: the reading pool's bounded queue still
 * refuses a flood (503).
 */
export const RESUME_PARSE_LIMITS = { perUserPerHour: 20 } as const;

export const RESUME_PARSE_POLICY: LimitPolicy<"user"> = {
  name: "resume-parse",
  whenRedisDown: "allow",
  counters: { user: { key: { user: "plain" }, limit: RESUME_PARSE_LIMITS.perUserPerHour, windowMs: HOUR } },
};
