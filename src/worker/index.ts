// Entry of the mail worker. Tracing starts first (when configured) and the worker is imported only
// afterwards, so OpenTelemetry can patch pg and ioredis before they load (see src/server/index.ts).
import { startTracing } from "../infra/tracing.js";

await startTracing("careers-worker");
await import("./worker-process.js");
