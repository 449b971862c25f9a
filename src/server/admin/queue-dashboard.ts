// Bull Board at /admin/queues: the mail queue's jobs, for the operator and HR accounts only (see
// operator-guard.ts). A browser keeps the SPA's token in localStorage, where a page load cannot
// send it, so HTTP Basic auth is what lets a person open the page.
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import type { FastifyInstance } from "fastify";
import { COMPANY } from "../../shared/company.js";
import type { Deps } from "../deps.js";
import { registerOperatorGuard } from "./operator-guard.js";

export const QUEUE_DASHBOARD_PATH = "/admin/queues";

export async function registerQueueDashboard(app: FastifyInstance, deps: Deps): Promise<void> {
  const serverAdapter = new FastifyAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(deps.mailQueue)],
    serverAdapter,
    options: { uiConfig: { boardTitle: `${COMPANY.name} queues` } },
  });

  await app.register(async (scope) => {
    await registerOperatorGuard(scope, deps, {
      realm: "Queue dashboard",
      signInMessage: "Sign in with the operator password or an HR account to open the queue dashboard.",
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
