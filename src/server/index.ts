// Entry of the web server. Tracing starts first (when configured) and the server is imported only
// afterwards: ESM evaluates static imports before this module's code, so http, pg and ioredis
// would otherwise load before OpenTelemetry could patch them.
import { startTracing } from "../infra/tracing.js";

await startTracing("careers-web");
await import("./server-process.js");
