// Bull Board at /admin/queues: the mail queue's jobs, the retention job's runs and the interview reminders, for the operator and HR accounts only (see
// operator-guard.ts). A browser keeps the SPA's token in localStorage, where a page load cannot
// send it, so HTTP Basic auth is what lets a person open the page.
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import type { FastifyInstance } from "fastify";
import { COMPANY } from "../../shared/company.js";
import type { Deps } from "../deps.js";
import { isAppError } from "../../infra/errors.js";
import { isOutage, SERVICE_UNAVAILABLE } from "../outage.js";
import { registerOperatorGuard } from "./operator-guard.js";

export const QUEUE_DASHBOARD_PATH = "/admin/queues";

type DashboardErrorReply = ReturnType<Parameters<FastifyAdapter["setErrorHandler"]>[0]>;

/** Bull Board's types list only the statuses its own handlers use; its Fastify adapter sends any. */
function dashboardError(status: number, error: string): DashboardErrorReply {
  return { status, body: { error } } as DashboardErrorReply;
}

export async function registerQueueDashboard(app: FastifyInstance, deps: Deps): Promise<void> {
  const serverAdapter = new FastifyAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [
      new BullMQAdapter(deps.mailQueue),
      new BullMQAdapter(deps.retentionQueue, { readOnlyMode: true }),
      // Read-only: a reminder is replaced or removed by rescheduling or canceling its interview, not here.
      new BullMQAdapter(deps.interviewReminders, { readOnlyMode: true }),
      // Read-only: a resume's text is read again by the worker's daily catch-up, not by a retry here.
      new BullMQAdapter(deps.resumeTexts, { readOnlyMode: true }),
    ],
    serverAdapter,
    options: { uiConfig: { boardTitle: `${COMPANY.name} queues` } },
  });
  // Bull Board's own handler answers with the error's text, which for a Prisma or Redis error (the
  // guard's lookups, the queue reads) names the database host and source lines. It also covers the
  // guard's hooks, which run inside Bull Board's plugin.
  serverAdapter.setErrorHandler((error) => {
    if (isAppError(error)) return dashboardError(error.status, error.message);
    // Fastify's refusals of the request itself (a body that is not JSON, say) are the client's.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) return dashboardError(status, error.message);
    app.log.error({ err: error }, "queue dashboard request failed");
    return isOutage(error) ? dashboardError(503, SERVICE_UNAVAILABLE) : dashboardError(500, "Something went wrong");
  });

  await app.register(async (scope) => {
    await registerOperatorGuard(scope, deps, {
      realm: "Queue dashboard",
      signInMessage: "Sign in with the operator password or an HR account to open the queue dashboard.",
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
