// A plain HTTP request on a keep-alive connection of its own, with what fetch hides: the
// response's Connection header.
import http from "node:http";

export type PlainResponse = { status: number; connection: string | undefined; body: string };

export function request(
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: new http.Agent({ keepAlive: true }) },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
