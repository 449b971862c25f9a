// Runs the real worker entry (src/worker/index.ts) as a child process, as production does, so
// tests can SIGKILL or SIGTERM it and start it again.
import { spawn, type ChildProcess } from "node:child_process";

export type WorkerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the worker has printed a line matching `pattern`. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** Sends `signal` and resolves with the exit code (null when killed by the signal). */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
};

export function startWorkerProcess(env: NodeJS.ProcessEnv): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/worker/index.ts"], {
    // At nice 0 unless asked: a lowered worker would yield to the test runner and slow the tests.
    env: { ...process.env, LOG_LEVEL: "warn", MAIL_WORKER_NICE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const onData = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  return {
    child,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 20_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`worker did not print ${pattern} within ${timeoutMs} ms; output:\n${output}`));
        }, timeoutMs);
        const check = () => {
          if (!pattern.test(output)) return;
          cleanup();
          resolve();
        };
        const cleanup = () => {
          clearTimeout(timer);
          child.stdout?.off("data", check);
          child.stderr?.off("data", check);
        };
        child.stdout?.on("data", check);
        child.stderr?.on("data", check);
        check();
      }),
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
