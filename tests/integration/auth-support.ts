// Shared pieces of the auth integration tests: requests from a fresh client IP (so one test never
// spends another's rate-limit budget), tRPC callers, and the last code the server generated
// (files that read it mock email-code-crypto's generateCode with a spy). REST calls return once the
// work the server does after replying (the reset code and its mail) has settled.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import type { Deps } from "../../src/server/deps.js";
import { afterReplyTasksSettled } from "../../src/server/services/auth/after-reply.js";
import { generateCode } from "../../src/server/services/auth/email-code-crypto.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { uniqueSuffix } from "../helpers/factories.js";

export function randomIp(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

export function newEmail(label = "auth"): string {
  return `${label}-${uniqueSuffix()}@example.com`;
}

export async function post(app: FastifyInstance, path: string, payload: unknown, options: { ip?: string; token?: string } = {}) {
  const res = await app.inject({
    method: "POST",
    url: `/api/auth/${path}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? randomIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  await afterReplyTasksSettled();
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, raw: res.body };
}

export function authCaller(deps: Deps, user: AuthUser | null = null, ip: string = randomIp()) {
  return createCallerFactory(appRouter)(createContextInner(deps, user, ip)).auth;
}

/** The code most recently generated in this test file (needs the generateCode spy). */
export function lastCode(): string {
  const results = vi.mocked(generateCode).mock.results;
  const last = results[results.length - 1];
  if (!last || last.type !== "return") throw new Error("no code was generated");
  return last.value;
}

/** Moves Date.now() forward by `ms` (timers stay real); a test file undoes it with vi.useRealTimers() after each test. */
export function advanceClock(ms: number): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + ms);
}
