// Bull Board at /admin/queues: the mail queue's jobs, for the operator and HR accounts only (see
// dashboard-access.ts). A browser keeps the SPA's token in localStorage, where a page load cannot
// send it, so HTTP Basic auth is what lets a person open the page.
import fastifyBasicAuth from "@fastify/basic-auth";
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import type { FastifyInstance, FastifyReply } from "fastify";
import { COMPANY } from "../../shared/company.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { assertAuthAttemptsLeft, countFailedAuthAttempt } from "../services/auth/auth-rate-limit.js";
import { areDashboardCredentials, bearerAccess } from "./dashboard-access.js";

export const QUEUE_DASHBOARD_PATH = "/admin/queues";

const SIGN_IN_MESSAGE = "Sign in with the operator password or an HR account to open the queue dashboard.";
const FORBIDDEN_MESSAGE = "You are not authorized to access the HR area.";

function deny(reply: FastifyReply, status: 401 | 403 | 429, message: string): FastifyReply {
  return reply.code(status).send({ error: message });
}

export async function registerQueueDashboard(app: FastifyInstance, deps: Deps): Promise<void> {
  const serverAdapter = new FastifyAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(deps.mailQueue)],
    serverAdapter,
    options: { uiConfig: { boardTitle: `${COMPANY.name} queues` } },
  });

  await app.register(async (scope) => {
    await scope.register(fastifyBasicAuth, {
      authenticate: { realm: "Queue dashboard" },
      // Failed sign-ins are limited like the app's (each HR attempt costs an argon2 verification).
      validate: async (username, password, request) => {
        const source = { ip: request.ip, email: username.trim().toLowerCase() };
        await assertAuthAttemptsLeft(deps, "dashboard", source);
        if (await areDashboardCredentials(deps, username, password)) return;
        await countFailedAuthAttempt(deps, "dashboard", source);
        throw new Error(SIGN_IN_MESSAGE);
      },
    });
    scope.addHook("onRequest", async (request, reply) => {
      const bearer = await bearerAccess(deps, request.headers.authorization);
      if (bearer === "granted") return;
      if (bearer === "forbidden") return deny(reply, 403, FORBIDDEN_MESSAGE);
      if (bearer === "unauthenticated") return deny(reply, 401, SIGN_IN_MESSAGE);
      // basicAuth sets the WWW-Authenticate header that makes a browser ask for credentials.
      const error = await new Promise<Error | undefined>((resolve) => scope.basicAuth(request, reply, resolve));
      if (error instanceof AppError) return deny(reply, 429, error.message);
      if (error) return deny(reply, 401, SIGN_IN_MESSAGE);
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
