// End-to-end tests: a fresh database with the demo data, and the run's build (test-build.ts) of the
// server and mail worker started as child processes on a free port, as production runs them.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../../src/infra/db/client.js";
import { seedJobs } from "../../prisma/seed.js";
import { freePort } from "./free-port.js";
import { nodeArgs } from "./node-build.js";
import { createTestDatabase, dropTestDatabase } from "./test-database.js";
import "./provided-context.js";
import { ensureTestBuild } from "./test-build.js";
import { TEST_JWT_SECRET } from "./test-secrets.js";

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once("exit", () => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(exited ? "the server exited during start-up" : `the server did not become healthy in ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const [build, databaseUrl] = await Promise.all([ensureTestBuild(), createTestDatabase("e2e")]);
  const db = createDb(databaseUrl);
  await seedJobs(db);
  await db.$disconnect();

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));
  const mailDir = path.join(workDir, "mail");

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const queuePrefix = `e2e-${crypto.randomBytes(4).toString("hex")}`;
  const env = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: queuePrefix,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: "warn",
    CLIENT_DIST: build.clientDist,
    SSR_DIST: build.ssrDist,
    PUBLIC_ORIGIN: baseUrl,
    MAIL_DIR: mailDir,
    UPLOAD_DIR: path.join(workDir, "uploads"),
    SMTP_URL: "",
    // The worker would yield to Chromium and the test runner, and users' mails arrive later.
    MAIL_WORKER_NICE: "0",
    // No worker metrics port: parallel runs would compete for 9464.
    WORKER_METRICS_PORT: "0",
  };
  const children = (["server", "worker"] as const).map((entry) =>
    spawn(process.execPath, nodeArgs(build.nodeDist, entry), { env, stdio: ["ignore", "inherit", "inherit"] }),
  );
  const [server] = children;
  if (!server) throw new Error("server did not start");
  await waitForHealth(baseUrl, server, 30_000);

  project.provide("baseUrl", baseUrl);
  project.provide("databaseUrl", databaseUrl);
  project.provide("queuePrefix", queuePrefix);
  project.provide("mailDir", mailDir);

  return async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await dropTestDatabase(databaseUrl);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
