// The tRPC context. createContextInner takes no request, so tests build contexts directly.
import type { FastifyRequest } from "fastify";
import type { Deps } from "../deps.js";
import { bearerToken, resolveTokenUser, type AuthUser } from "../services/auth/tokens.js";

export type Context = {
  deps: Deps;
  /**
   * The signed-in user, looked up once, on first use: public procedures called with a token do
   * not pay for a database read. protectedProcedure puts the result in `ctx.user`.
   */
  getUser: () => Promise<AuthUser | null>;
  /** The caller's IP, for rate limits and audit; null outside a request. */
  ip: string | null;
};

export function createContextInner(deps: Deps, user: AuthUser | null = null, ip: string | null = null): Context {
  return { deps, getUser: () => Promise.resolve(user), ip };
}

export function createRequestContext(deps: Deps, req: FastifyRequest): Context {
  const token = bearerToken(req.headers.authorization);
  let user: Promise<AuthUser | null> | undefined;
  return { deps, getUser: () => (user ??= resolveTokenUser(deps.db, deps.env.JWT_SECRET, token)), ip: req.ip };
}
