// A throwaway redis-server on its own port, for tests that stop Redis without touching the shared one.
import { spawn, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "./free-port.js";

export type OwnRedis = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as with a stalled Redis. */
  pause: () => void;
  resume: () => void;
};

async function waitForPing(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  client.on("error", () => undefined);
  try {
    for (let i = 0; i < 100; i += 1) {
      try {
        await client.connect().catch(() => undefined);
        if ((await client.ping()) === "PONG") return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`redis at ${url} did not start`);
  } finally {
    client.disconnect();
  }
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    await waitForPing(url);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGKILL");
    });
  };
  await start();
  const pause = () => void child?.kill("SIGSTOP");
  const resume = () => void child?.kill("SIGCONT");
  return { url, port, start, stop, pause, resume };
}
