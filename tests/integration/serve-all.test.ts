// `npm start` runs web and worker under concurrently with package.json's serve:all flags: a process
// that dies (the web server out of heap, say) is started again, and the other one keeps running.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { once } from "node:events";
import readline from "node:readline";
import { afterAll, describe, expect, it } from "vitest";

const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
/**
 * serve:all's own flags, with stand-ins for the two processes: each prints its pid, waits, and on
 * SIGTERM exits 0, as server-process.ts and worker-process.ts do once drained.
 */
const flags = /^concurrently (.*?) "npm:serve" "npm:worker"$/.exec(scripts["serve:all"] ?? "")?.[1];
const standIn = (name: string) =>
  `"node -e \\"console.log('${name} up', process.pid); process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000)\\""`;

describe("npm start's supervisor (serve:all)", () => {
  const supervisor = spawn("sh", ["-c", `exec npx concurrently ${flags} ${standIn("web")} ${standIn("worker")}`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: supervisor.stdout });
  const started: Record<string, number[]> = { web: [], worker: [] };
  const waiters: (() => void)[] = [];
  lines.on("line", (line) => {
    const [, name, pid] = /(web|worker) up (\d+)/.exec(line) ?? [];
    if (name && pid) started[name]?.push(Number(pid));
    for (const wake of waiters.splice(0)) wake();
  });
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise<void>((resolve) => waiters.push(resolve));
  };

  afterAll(async () => {
    supervisor.kill("SIGTERM");
    if (supervisor.exitCode === null) await once(supervisor, "exit");
  });

  it("starts a crashed web process again and leaves the worker running", async () => {
    expect(flags).toBeDefined();
    await until(() => started.web?.length === 1 && started.worker?.length === 1);
    const [web] = started.web ?? [];
    const [worker] = started.worker ?? [];
    process.kill(web ?? 0, "SIGKILL");
    await until(() => started.web?.length === 2);
    expect(started.web?.[1]).not.toBe(web);
    // Signal 0 only checks that the process is still there.
    expect(() => process.kill(worker ?? 0, 0)).not.toThrow();
    expect(started.worker).toHaveLength(1);
  }, 30_000);
});
