// A minimal load balancer in front of several web processes, standing in for the Caddy of the
// compose stack, with Caddy's retry rules: round robin; a refused connection (an instance that
// stopped listening) is retried on the next instance for any method, and a connection that fails
// before the answer's headers only for GET and HEAD, which are safe to send twice.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type RoundRobinProxy = {
  url: string;
  /** Requests each upstream answered, by upstream URL. */
  served: Map<string, number>;
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));

  /** `index` picks the upstream; a retry moves on from the one that failed, not from the shared counter. */
  function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, index: number, attempt: number): void {
    const upstream = upstreams[index % upstreams.length] ?? "";
    const target = new URL(request.url ?? "/", upstream);
    const outgoing = http.request(target, { method: request.method, headers: request.headers, agent: false }, (answer) => {
      served.set(upstream, (served.get(upstream) ?? 0) + 1);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    outgoing.once("error", (error: NodeJS.ErrnoException) => {
      const retriable = error.code === "ECONNREFUSED" || (!response.headersSent && ["GET", "HEAD"].includes(request.method ?? ""));
      if (retriable && attempt < upstreams.length * 2) return forward(request, response, body, index + 1, attempt + 1);
      if (!response.headersSent) response.writeHead(502).end(`proxy: ${error.message}`);
      else response.destroy(error);
    });
    outgoing.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => forward(request, response, Buffer.concat(chunks), next++, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
