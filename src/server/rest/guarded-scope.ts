// A Fastify scope whose every route needs a signed-in user, HR, or staff (HR or an interviewer): one hook resolves the bearer
// token's user before the route's own code runs and leaves it on `request.authUser`; the OpenAPI
// document lists the Bearer scheme on each of its routes.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Deps } from "../deps.js";
import type { AuthUser } from "../services/auth/tokens.js";
import { requireHr, requireStaff, requireUser } from "./auth.js";
import { BEARER_SECURITY } from "./openapi.js";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyRequest {
    /** The user a guarded scope resolved; null outside one. */
    authUser: AuthUser | null;
  }
}

export type GuardedScopeOptions = {
  deps: Deps;
  role: "user" | "hr" | "staff";
  /**
   * onRequest: before the body is even parsed, so a caller without the role never learns more than
   * 401/403; preValidation: after parsing, before validation.
   */
  hook: "onRequest" | "preValidation";
  registerRoutes: (scope: FastifyInstance) => void | Promise<void>;
};

export const guardedScope: FastifyPluginAsync<GuardedScopeOptions> = async (app, { deps, role, hook, registerRoutes }) => {
  const guard = { user: requireUser, hr: requireHr, staff: requireStaff }[role];
  app.decorateRequest("authUser", null);
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, security: BEARER_SECURITY };
  });
  app.addHook(hook, async (request) => {
    request.authUser = await guard(deps, request);
  });
  await registerRoutes(app);
};

/** The user the surrounding guarded scope resolved for this request. */
export function guardedUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new Error("This route is not inside a guarded scope");
  return request.authUser;
}
