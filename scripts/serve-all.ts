// npm start's supervisor: runs the web server and the mail worker (package.json's `serve` and
// `worker` scripts) side by side with prefixed output, starts one that dies again 2 s later while the
// other keeps running, and on SIGINT or SIGTERM passes the signal on and exits 0 once both have
// stopped. Not concurrently: its --restart-tries also restarts children that a SIGTERM ended, so a
// `kill` of `npm start` never stopped it (decisions: "Two processes, one command").
//   node scripts/serve-all.ts
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import readline from "node:readline";

const RESTART_AFTER_MS = 2000;
const PROCESSES = { web: "serve", worker: "worker" } as const;
type Name = keyof typeof PROCESSES;

const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const running = new Map<Name, ChildProcess>();
const restarts = new Set<NodeJS.Timeout>();
let stopping = false;

function relay(stream: NodeJS.ReadableStream, name: Name, to: NodeJS.WriteStream): void {
  readline.createInterface({ input: stream }).on("line", (line) => to.write(`[${name}] ${line}\n`));
}

function start(name: Name): void {
  // `exec`: the script's node process replaces the shell, so signals reach it directly.
  const child = spawn("sh", ["-c", `exec ${scripts[PROCESSES[name]]}`], { stdio: ["ignore", "pipe", "pipe"] });
  relay(child.stdout, name, process.stdout);
  relay(child.stderr, name, process.stderr);
  running.set(name, child);
  // "close", not "exit": the child's last lines are relayed before the supervisor may exit.
  child.on("close", (code, signal) => {
    running.delete(name);
    if (stopping) {
      if (running.size === 0) process.exit(0);
      return;
    }
    console.error(`[${name}] exited (${signal ?? `code ${code}`}); starting it again in ${RESTART_AFTER_MS / 1000} s`);
    const restart = setTimeout(() => {
      restarts.delete(restart);
      start(name);
    }, RESTART_AFTER_MS);
    restarts.add(restart);
  });
}

function stop(signal: NodeJS.Signals): void {
  stopping = true;
  for (const restart of restarts) clearTimeout(restart);
  if (running.size === 0) process.exit(0);
  for (const child of running.values()) child.kill(signal);
}

process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const name of Object.keys(PROCESSES) as Name[]) start(name);
