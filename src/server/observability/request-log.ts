// Fastify's request log lines with "incoming request" moved from info to debug: at info each
// request logs one line, "request completed" (reqId, status, time), or "request errored". The two
// lines were ~7 % of the server's CPU per /health request and more of a cached job read's
// (bench/http.ts, "request logging").
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

export class RequestLogController extends LogController {
  // Fastify calls this once the request's headers are read, before any hook.
  override incomingRequest(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }
}
