// Bearer-token guards for the REST shims, the same rules as protectedProcedure, hrProcedure and staffProcedure.
import type { FastifyRequest } from "fastify";
import type { Deps } from "../deps.js";
import { AppError } from "../../infra/errors.js";
import { bearerToken, resolveTokenUser, type AuthUser } from "../services/auth/tokens.js";
import { SIGN_IN_REQUIRED } from "../../shared/session.js";
import { HR_ONLY, isStaff } from "../../shared/staff.js";

export async function requireUser(deps: Deps, request: FastifyRequest): Promise<AuthUser> {
  const user = await resolveTokenUser(deps.db, deps.env.JWT_SECRET, bearerToken(request.headers.authorization));
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED, { reason: "SIGN_IN_REQUIRED" });
  return user;
}

export async function requireHr(deps: Deps, request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(deps, request);
  if (user.role !== "hr") throw new AppError("FORBIDDEN", HR_ONLY);
  return user;
}

/** HR or an interviewer (staffProcedure's rule). */
export async function requireStaff(deps: Deps, request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(deps, request);
  if (!isStaff(user)) throw new AppError("FORBIDDEN", HR_ONLY);
  return user;
}
