// Carries the id of the request being served through its async work (AsyncLocalStorage), so code
// deep below a handler (enqueueMail) can name the request without every service passing it on.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import { REQUEST_ID_HEADER } from "./request-id.js";

const requestIds = new AsyncLocalStorage<string>();

/** The id of the HTTP request this code runs for; undefined outside one (a script, the worker). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * Echoes the id in the response and runs the rest of each request (later hooks, body parsing,
 * handler) inside its context; Fastify carries the context across reading the body itself.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestIds.run(request.id, done);
  });
}
