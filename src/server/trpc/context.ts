// The tRPC context. createContextInner takes no request, so tests build contexts directly.
import type { FastifyRequest } from "fastify";
import type { Deps } from "../deps.js";
import { bearerToken, resolveTokenUser, type AuthUser } from "../services/auth/tokens.js";

export type Context = {
  deps: Deps;
  user: AuthUser | null;
  /** The caller's IP, for rate limits and audit; null outside a request. */
  ip: string | null;
};

export function createContextInner(deps: Deps, user: AuthUser | null = null, ip: string | null = null): Context {
  return { deps, user, ip };
}

export async function createRequestContext(deps: Deps, req: FastifyRequest): Promise<Context> {
  const token = bearerToken(req.headers.authorization);
  const user = await resolveTokenUser(deps.db, deps.env.JWT_SECRET, token);
  return createContextInner(deps, user, req.ip);
}
