// The web server process on SIGTERM: it drains first (/ready 503 and Connection: close, while
// requests are still served) for SHUTDOWN_DELAY_MS, then closes and exits 0.
import { describe, expect, inject, it } from "vitest";
import { request } from "../helpers/http-get.js";
import { startWebServerProcess } from "../helpers/web-server-process.js";

describe("the web server process on SIGTERM", () => {
  it("drains: /ready 503 and connections closed while requests are served, then exits 0", { timeout: 60_000 }, async () => {
    const server = await startWebServerProcess(inject("nodeDist"), {
      QUEUE_PREFIX: `${inject("queuePrefix")}-shutdown`,
      SHUTDOWN_DELAY_MS: "3000",
    });
    try {
      const before = await request(`${server.url}/ready`);
      expect(before.status).toBe(200);
      expect(before.connection).toBe("keep-alive");

      const exited = server.stop("SIGTERM");
      await server.waitForOutput(/"signal":"SIGTERM".*"msg":"draining"/);
      expect(await request(`${server.url}/ready`)).toEqual({
        status: 503,
        connection: "close",
        body: JSON.stringify({ status: "draining" }),
      });
      const jobs = await request(`${server.url}/api/jobs`);
      expect(jobs.status).toBe(200);
      expect(jobs.connection).toBe("close");

      expect(await exited).toBe(0);
      expect(server.output()).toMatch(/"msg":"closing"/);
    } finally {
      await server.stop("SIGKILL");
    }
  });
});
