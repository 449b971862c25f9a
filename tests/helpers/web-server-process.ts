// Runs the compiled web server (dist/node/server.js of a test build) as a child process on a free
// port, for tests of what only a process does: signals, draining, tracing, several instances.
import { startAppProcess, type AppProcess } from "./app-process.js";
import { freePort } from "./free-port.js";

export type WebServerProcess = AppProcess & { url: string };

/** Resolves once the server listens. */
export async function startWebServerProcess(nodeDist: string, env: NodeJS.ProcessEnv): Promise<WebServerProcess> {
  const port = await freePort();
  const server = startAppProcess(nodeDist, "server", {
    LOG_LEVEL: "info",
    CLIENT_DIST: "missing-client",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...env,
  });
  await server.waitForOutput(/"msg":"Server listening at /, 30_000);
  return { ...server, url: `http://127.0.0.1:${port}` };
}
