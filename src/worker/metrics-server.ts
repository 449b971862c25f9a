// The worker's own port (node:http; the worker has no web framework): GET /metrics in Prometheus
// format for the operator's Basic credentials only (user "operator", OPERATOR_PASSWORD; without
// OPERATOR_PASSWORD it is refused with 403, so nothing leaks), and GET /health for container
// health checks, open, saying only whether the worker is connected to its queue.
import { once } from "node:events";
import http from "node:http";
import type { Registry } from "prom-client";
import { OPERATOR_USERNAME, sameSecret } from "../infra/operator-credentials.js";

export type MetricsServerOptions = {
  host: string;
  port: number;
  registry: Registry;
  operatorPassword: string | undefined;
  /** Whether the worker can take mails now (its Redis connection is up). */
  isConnected: () => boolean;
};
export type MetricsServer = { port: number; close: () => Promise<void> };

const REALM = 'Basic realm="Worker metrics", charset="UTF-8"';

function isOperator(authorization: string | undefined, password: string): boolean {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!encoded) return false;
  const credentials = Buffer.from(encoded, "base64").toString("utf8");
  const colon = credentials.indexOf(":");
  return colon >= 0 && credentials.slice(0, colon) === OPERATOR_USERNAME && sameSecret(credentials.slice(colon + 1), password);
}

function answer(response: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers }).end(JSON.stringify({ error: body }));
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const { registry, operatorPassword } = options;
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://worker").pathname;
    if (request.method === "GET" && path === "/health") {
      const connected = options.isConnected();
      response.writeHead(connected ? 200 : 503, { "content-type": "application/json; charset=utf-8" });
      return response.end(JSON.stringify({ status: connected ? "ok" : "degraded", redis: connected ? "up" : "down" }));
    }
    if (request.method !== "GET" || path !== "/metrics") return answer(response, 404, "Not found");
    if (operatorPassword === undefined) return answer(response, 403, "Set OPERATOR_PASSWORD to read the worker's metrics.");
    if (!isOperator(request.headers.authorization, operatorPassword)) {
      return answer(response, 401, "Sign in as operator with OPERATOR_PASSWORD.", { "www-authenticate": REALM });
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      () => answer(response, 500, "Could not collect the metrics."),
    );
  });
  server.listen(options.port, options.host);
  await once(server, "listening");
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
