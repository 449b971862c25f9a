// The guard in front of the operator pages (/admin/queues, /metrics): the operator or an HR account
// by HTTP Basic auth, or an HR session token as a Bearer header (see dashboard-access.ts). Failed
// Basic sign-ins on every guarded page draw on one set of failed-attempt limits (attempt-guard.ts).
import fastifyBasicAuth from "@fastify/basic-auth";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Deps } from "../deps.js";
import { AppError } from "../../infra/errors.js";
import { guardAttempt } from "../services/auth/attempt-guard.js";
import { areDashboardCredentials, bearerAccess } from "./dashboard-access.js";

export type OperatorGuardOptions = {
  /** The Basic realm a browser shows when it asks for credentials. */
  realm: string;
  /** The 401 answer: what to sign in with, and for what. */
  signInMessage: string;
};

const FORBIDDEN_MESSAGE = "You are not authorized to access the HR area.";

function deny(reply: FastifyReply, status: 401 | 403 | 429 | 503, message: string): FastifyReply {
  return reply.code(status).send({ error: message });
}

/** Guards every route of `scope` (an encapsulated plugin); register the routes after calling it. */
export async function registerOperatorGuard(scope: FastifyInstance, deps: Deps, options: OperatorGuardOptions): Promise<void> {
  await scope.register(fastifyBasicAuth, {
    authenticate: { realm: options.realm },
    // Failed sign-ins are limited like logins (every attempt costs an argon2 verification).
    validate: async (username, password, request) => {
      await guardAttempt(deps, "dashboard", { ip: request.ip, account: username.trim().toLowerCase() }, async () => {
        if (!(await areDashboardCredentials(deps, username, password))) throw new AppError("UNAUTHORIZED", options.signInMessage);
      });
    },
  });
  scope.addHook("onRequest", async (request, reply) => {
    const bearer = await bearerAccess(deps, request.headers.authorization);
    if (bearer === "granted") return;
    if (bearer === "forbidden") return deny(reply, 403, FORBIDDEN_MESSAGE);
    if (bearer === "unauthenticated") return deny(reply, 401, options.signInMessage);
    // basicAuth sets the WWW-Authenticate header that makes a browser ask for credentials.
    const error = await new Promise<Error | undefined>((resolve) => scope.basicAuth(request, reply, resolve));
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") return deny(reply, 429, error.message);
    // The failed-attempt limits cannot count (Redis down): no password is checked meanwhile.
    if (error instanceof AppError && error.code === "SERVICE_UNAVAILABLE") return deny(reply, 503, error.message);
    if (error) return deny(reply, 401, options.signInMessage);
  });
}
