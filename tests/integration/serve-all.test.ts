// `npm start` runs web and worker under scripts/serve-all.ts: a process that dies (the web server out
// of heap, say) is started again and the other one keeps running; SIGTERM stops both for good.
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { afterAll, describe, expect, it } from "vitest";

const SUPERVISOR = path.resolve("scripts", "serve-all.ts");
/** Stand-ins for the two processes: each prints its pid and, on SIGTERM, exits 0 as the real ones do once drained. */
const standIn = (name: string) =>
  `node -e "console.log('${name} up', process.pid); process.on('SIGTERM', () => { console.log('${name} stopped'); process.exit(0); }); setInterval(() => {}, 1000)"`;

describe("npm start's supervisor (serve:all)", () => {
  // The supervisor runs package.json's `serve` and `worker` scripts of its working directory.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-all-"));
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts: { serve: standIn("web"), worker: standIn("worker") } }));
  const supervisor = spawn(process.execPath, [SUPERVISOR], { cwd: dir, stdio: ["ignore", "pipe", "inherit"], detached: true });
  // "close", not "exit": the exit can come before the last lines of its output are read.
  const exited = once(supervisor, "close") as Promise<[number | null, NodeJS.Signals | null]>;
  const started: Record<string, number[]> = { web: [], worker: [] };
  const stopped: string[] = [];
  const waiters: (() => void)[] = [];
  readline.createInterface({ input: supervisor.stdout }).on("line", (line) => {
    const [, name, pid] = /\[(web|worker)\] \1 up (\d+)/.exec(line) ?? [];
    if (name && pid) started[name]?.push(Number(pid));
    const [, gone] = /\[(web|worker)\] \1 stopped/.exec(line) ?? [];
    if (gone) stopped.push(gone);
    for (const wake of waiters.splice(0)) wake();
  });
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise<void>((resolve) => waiters.push(resolve));
  };

  afterAll(() => {
    // Only if a test failed before the supervisor stopped: nothing may outlive the run.
    if (supervisor.exitCode === null && supervisor.signalCode === null) process.kill(-(supervisor.pid ?? 0), "SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("starts a crashed web process again and leaves the worker running", async () => {
    expect(JSON.parse(fs.readFileSync("package.json", "utf8")).scripts["serve:all"]).toBe("node scripts/serve-all.ts");
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

  it("on SIGTERM stops both and exits 0, starting nothing again", async () => {
    supervisor.kill("SIGTERM");
    expect(await exited).toEqual([0, null]);
    expect(stopped.sort()).toEqual(["web", "worker"]);
    expect(started.web).toHaveLength(2);
    expect(started.worker).toHaveLength(1);
    for (const pid of [...(started.web ?? []), ...(started.worker ?? [])]) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
