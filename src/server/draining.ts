// The web server's draining switch. Set on SIGTERM: /ready answers 503 so load balancers stop
// sending requests, and every response closes its connection, while requests are still served.
import type { FastifyInstance } from "fastify";

export type Drain = { readonly active: boolean; start: () => void };

export function createDrain(): Drain {
  let active = false;
  return {
    get active() {
      return active;
    },
    start: () => {
      active = true;
    },
  };
}

/** Keep-alive connections would otherwise keep bringing requests to an instance that is leaving. */
export function closeConnectionsWhileDraining(app: FastifyInstance, drain: Drain): void {
  app.addHook("onRequest", (_request, reply, done) => {
    if (drain.active) reply.header("connection", "close");
    done();
  });
}
