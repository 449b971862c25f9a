// Runs one of the app's compiled entries (the web server or the mail worker, from a build of
// tests/helpers/test-build.ts) as a child process, as production does, so tests can read its log
// lines, signal it and see how it exits.
import { spawn, type ChildProcess } from "node:child_process";
import type { NODE_ENTRIES } from "../../scripts/build-node.js";
import { nodeArgs } from "./node-build.js";

export type AppProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first line the process printed (or prints) that matches `pattern`. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  /** Sends `signal` and resolves with the exit code (null when killed by the signal). */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
};

export function startAppProcess(nodeDist: string, entry: keyof typeof NODE_ENTRIES, env: NodeJS.ProcessEnv): AppProcess {
  const child = spawn(process.execPath, nodeArgs(nodeDist, entry), { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const lines: string[] = [];
  // Lines are matched one by one as they complete, so a long log is not searched again per chunk.
  const waiting = new Set<(line: string) => void>();
  const pending = { stdout: "", stderr: "" };
  const onData = (stream: keyof typeof pending) => (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    const parts = (pending[stream] + text).split("\n");
    pending[stream] = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      for (const check of waiting) check(line);
    }
  };
  child.stdout?.on("data", onData("stdout"));
  child.stderr?.on("data", onData("stderr"));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  return {
    child,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 20_000) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise<string>((resolve, reject) => {
        const check = (line: string) => {
          if (!pattern.test(line)) return;
          cleanup();
          resolve(line);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${entry} did not print ${pattern} within ${timeoutMs} ms; output:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
      });
    },
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
