// A stand-in OpenTelemetry collector: takes OTLP/HTTP JSON trace exports at POST /v1/traces and
// keeps the spans, each with the service name of the process that sent it.
import { once } from "node:events";
import http from "node:http";

export type ReceivedSpan = {
  service: string;
  scope: string;
  name: string;
  kind: number;
  traceId: string;
  attributes: Record<string, unknown>;
};

type KeyValue = { key: string; value: Record<string, unknown> };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: { name: string; kind: number; traceId: string; attributes?: KeyValue[] }[] }[];
  }[];
};

export type OtlpReceiver = { url: string; spans: ReceivedSpan[]; close: () => Promise<void> };

const valueOf = (value: Record<string, unknown>) => Object.values(value)[0];
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces") return response.writeHead(404).end();
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)["service.name"]);
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            spans.push({
              service,
              scope: scopeSpans.scope?.name ?? "",
              name: span.name,
              kind: span.kind,
              traceId: span.traceId,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("OTLP receiver did not start");
  return { url: `http://127.0.0.1:${address.port}`, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
