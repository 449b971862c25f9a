// Start-up of the compiled web server: time from spawning `node dist/node/server.js` to its
// "Server listening" log line (target < 3 s), beside two baselines measured in the same run: a bare
// node:http server (what Node itself costs on this machine) and the old way, the TypeScript
// sources through tsx. Median of 5 starts each. Builds the server first; needs Postgres and Redis.
// Run with `npm run bench:startup`.
import { spawn } from "node:child_process";
import os from "node:os";
import { nodeArgs } from "../tests/helpers/node-build.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";
import { freePort } from "../tests/helpers/free-port.js";
import { TEST_PRODUCTION_SECRETS } from "../tests/helpers/test-secrets.js";

const RUNS = 5;

async function timeToOutput(args: string[], pattern: RegExp): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ...TEST_PRODUCTION_SECRETS, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  try {
    return await new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (pattern.test(output)) resolve(performance.now() - started);
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.once("exit", (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
    });
  } finally {
    child.kill("SIGKILL");
  }
}

async function median(args: string[], pattern: RegExp): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeToOutput(args, pattern));
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? Number.NaN;
}

const build = await ensureTestBuild();
const listening = /Server listening at/;
const bare = await median(
  ["-e", "require('node:http').createServer().listen(+process.env.PORT, () => console.log('Server listening at'))"],
  listening,
);
const compiled = await median(nodeArgs(build.nodeDist, "server"), listening);
const tsx = await median(["--import", "tsx", "src/server/index.ts"], listening);
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${load}; median of ${RUNS} starts, spawn → "Server listening"`,
);
console.log(`bare node:http server:      ${bare.toFixed(0)} ms`);
console.log(
  `compiled web server:        ${compiled.toFixed(0)} ms  (${(compiled / bare).toFixed(1)}× bare node; target < 3000 ms: ${compiled < 3000 ? "met" : "NOT met"})`,
);
console.log(`same sources through tsx:   ${tsx.toFixed(0)} ms  (${(tsx / bare).toFixed(1)}× bare node)`);
