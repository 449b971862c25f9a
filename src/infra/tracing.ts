// Optional OpenTelemetry tracing (OTLP over HTTP; http, pg and ioredis spans), for the web server
// and the worker. The SDK, exporter, instrumentations and loader hook load only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set; without them the OpenTelemetry API records nothing.
import { register } from "node:module";

let stop: () => Promise<void> = () => Promise.resolve();

/** Probes and scrapes come every few seconds: traced, they would bury the requests that matter. */
const UNTRACED_PATHS = new Set(["/health", "/ready", "/metrics"]);

/**
 * Call before anything that loads http, pg or ioredis is imported: the entries import the app
 * dynamically afterwards. CommonJS packages are patched through require hooks; ESM imports go
 * through the import-in-the-middle loader registered here, limited to the instrumented packages.
 */
export async function startTracing(defaultServiceName: string): Promise<void> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url, {
    data: { include: ["http", "https", "pg", "pg-pool", "ioredis"] },
  });
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] =
    await Promise.all([
      import("@opentelemetry/sdk-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/instrumentation-http"),
      import("@opentelemetry/instrumentation-pg"),
      import("@opentelemetry/instrumentation-ioredis"),
    ]);
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME is read by the SDK itself and wins when set.
    ...(process.env.OTEL_SERVICE_NAME ? {} : { serviceName: defaultServiceName }),
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has(request.url?.split("?")[0] ?? "") }),
      // Queries belong to a request or a mail job; on their own (an untraced probe's) they are noise.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation(),
    ],
    // Traces only: metrics are Prometheus's (/metrics), logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  stop = () => sdk.shutdown();
}

/** Flushes the spans still buffered; a no-op when tracing is off. */
export function stopTracing(): Promise<void> {
  return stop();
}
