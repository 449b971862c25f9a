// What one attacking client does to everyone else (issue #33): per attack, a fresh compiled web
// server (with the client and server-render builds) on a throwaway database with ~180 jobs, /health's
// latency measured from one connection here and the server's RSS sampled every 100 ms, first quietly,
// then while one client (a process of its own, so its load does not slow the probe) attacks:
//   a. render-cache flood: distinct /job-board?x=N URLs, 10 connections;
//   b. 1 MB deeply nested JSON bodies to /trpc, 4 connections;
//   c. 128-character passwords: changePassword batches of 10 calls with the right current password
//      (2 connections) and anonymous resetPassword with a guessed code (2 connections);
//   d. the lockout attempt: 100 wrong sign-ins of one account from 20 addresses (X-Forwarded-For,
//      TRUST_PROXY=true), then the owner's sign-in from a new address, which must succeed.
// Each phase passes with /health p99 ≤ 100 ms and RSS < 400 MB. `npm run bench:attack`
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import autocannon from "autocannon";
import { seedJobs } from "../prisma/seed.js";
import { createDb, type Db } from "../src/infra/db/client.js";
import { signToken } from "../src/server/services/auth/tokens.js";
import { MAX_BODY_BYTES } from "../src/server/request-limits.js";
import { MAX_BATCH_CALLS } from "../src/shared/request-limits.js";
import { createJob, createUser, TEST_PASSWORD } from "../tests/helpers/factories.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";
import { createTestDatabase, dropTestDatabase } from "../tests/helpers/test-database.js";
import { TEST_JWT_SECRET, TEST_PRODUCTION_SECRETS } from "../tests/helpers/test-secrets.js";
import { startWebServerProcess, type WebServerProcess } from "../tests/helpers/web-server-process.js";
import { sampleValue } from "../tests/helpers/prometheus-text.js";
import { rssOf } from "./process-rss.js";

const DURATION_S = 10;
const JOBS = 180;
const TARGETS = { p99Ms: 100, rssMb: 400 };
/** 128 characters zxcvbn-ts scores as weak (a repeat): the most it could be made to read. */
const LONG_WEAK_PASSWORD = "Zq8!".repeat(32);
const ATTACK_ADDRESSES = 20;
const ATTEMPTS_PER_ADDRESS = 5;
const OPERATOR_PASSWORD = crypto.randomBytes(12).toString("hex");

type Attack = "render" | "nested-json" | "passwords" | "lockout";
type LoadPlan = { attack: Attack; url: string; token: string; victim: string };
type LoadSummary = { label: string; requests: number; statuses: Record<string, number>; errors: number };

// ---- the attacking client (run as a child process: `attack.ts load <plan as JSON>`) ----

function statusesOf(result: autocannon.Result): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(result)) {
    const match = /^(\d)xx$/.exec(key);
    if (match && typeof value === "number" && value > 0) counts[key] = value;
  }
  return counts;
}

async function load(label: string, options: autocannon.Options): Promise<LoadSummary> {
  const result = await autocannon(options);
  return { label, requests: result.requests.total, statuses: statusesOf(result), errors: result.errors + result.timeouts };
}

function loadsFor(plan: LoadPlan): Promise<LoadSummary>[] {
  const json = { "content-type": "application/json" };
  const duration = DURATION_S;
  switch (plan.attack) {
    case "render":
      return [load("GET /job-board?x=<id>", { url: `${plan.url}/job-board?x=[<id>]`, idReplacement: true, connections: 10, duration })];
    case "nested-json": {
      const depth = Math.floor((MAX_BODY_BYTES - 64) / 2);
      const body = `${"[".repeat(depth)}${"]".repeat(depth)}`;
      return [
        load("POST /trpc/auth.login, 1 MB nested", {
          url: `${plan.url}/trpc/auth.login`,
          method: "POST",
          headers: json,
          body,
          connections: 4,
          duration,
        }),
      ];
    }
    case "passwords": {
      const calls = Array.from({ length: MAX_BATCH_CALLS }, () => "auth.changePassword").join(",");
      const batch = Object.fromEntries(
        Array.from({ length: MAX_BATCH_CALLS }, (_, i) => [i, { currentPassword: TEST_PASSWORD, newPassword: LONG_WEAK_PASSWORD }]),
      );
      const reset = { email: plan.victim, otp: "123456", newPassword: LONG_WEAK_PASSWORD };
      return [
        load("changePassword × 10 per batch", {
          url: `${plan.url}/trpc/${calls}?batch=1`,
          method: "POST",
          headers: { ...json, authorization: `Bearer ${plan.token}` },
          body: JSON.stringify(batch),
          connections: 2,
          duration,
        }),
        load("resetPassword, anonymous", {
          url: `${plan.url}/trpc/auth.resetPassword`,
          method: "POST",
          headers: json,
          body: JSON.stringify(reset),
          connections: 2,
          duration,
        }),
      ];
    }
    case "lockout": {
      let sent = 0;
      return [
        load(`${ATTACK_ADDRESSES * ATTEMPTS_PER_ADDRESS} wrong sign-ins from ${ATTACK_ADDRESSES} addresses`, {
          url: `${plan.url}/api/auth/login`,
          method: "POST",
          connections: 4,
          amount: ATTACK_ADDRESSES * ATTEMPTS_PER_ADDRESS,
          requests: [
            {
              setupRequest: (request) => {
                const n = sent++;
                const address = `198.51.100.${Math.floor(n / ATTEMPTS_PER_ADDRESS) + 1}`;
                return {
                  ...request,
                  headers: { ...json, "x-forwarded-for": address },
                  body: JSON.stringify({ email: plan.victim, password: `wrong-guess-${n}`, role: "user" }),
                };
              },
            },
          ],
        }),
      ];
    }
  }
}

// ---- the measuring side ----

type Probe = {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  peakRssMb: number;
  /** The server's CPU time over the phase, and its event loop's longest delay (its own metrics). */
  cpuS: number;
  loopLagMaxMs: number;
};

/** CPU time (s, user + system) the process has used so far (Linux /proc; 10 ms ticks). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The event loop's longest delay since the previous scrape (prom-client resets it on each one). */
async function loopLagMaxMs(server: WebServerProcess): Promise<number> {
  const authorization = `Basic ${Buffer.from(`operator:${OPERATOR_PASSWORD}`).toString("base64")}`;
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization } })).text();
  return (sampleValue(text, "careers_nodejs_eventloop_lag_max_seconds") ?? Number.NaN) * 1000;
}

/** /health from one connection until `until` settles (or for DURATION_S), with the server's peak RSS. */
async function probe(server: WebServerProcess, until?: Promise<unknown>): Promise<Probe> {
  const pid = server.child.pid ?? 0;
  await loopLagMaxMs(server);
  const cpuBefore = cpuSeconds(pid);
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: `${server.url}/health`, connections: 1, duration: until ? 600 : DURATION_S };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    const stop = () => instance.stop();
    until?.then(stop, stop);
  });
  clearInterval(sampler);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    peakRssMb: peak / 1024 / 1024,
    cpuS: cpuSeconds(pid) - cpuBefore,
    loopLagMaxMs: await loopLagMaxMs(server),
  };
}

/** Runs one attack from a child process; resolves with its clients' summaries. */
function attackFrom(plan: LoadPlan): Promise<LoadSummary[]> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, "load", JSON.stringify(plan)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadSummary[]) : reject(new Error(`attack ${plan.attack} exited ${code}`)),
    ),
  );
}

async function seedBoard(db: Db): Promise<void> {
  const seeded = await seedJobs(db);
  for (let i = seeded; i < JOBS; i += 1) await createJob(db, { jobTitle: `Bench Engineer ${i}` });
}

const row = (label: string, p: Probe) =>
  `${label.padEnd(26)} p50 ${String(p.p50).padStart(4)} ms  p99 ${String(p.p99).padStart(5)} ms  max ${String(p.max).padStart(5)} ms  ` +
  `(${p.requests} probes, ${p.errors} failed)  peak RSS ${p.peakRssMb.toFixed(0)} MB  ` +
  `server CPU ${p.cpuS.toFixed(1)} s, event-loop delay max ${p.loopLagMaxMs.toFixed(0)} ms`;

type Phase = { label: string; quiet: Probe; attacked: Probe; clients: LoadSummary[]; extra?: [string, boolean] };

function printPhase(phase: Phase): number {
  console.log(phase.label);
  console.log(row("  quiet", phase.quiet));
  console.log(row("  under attack", phase.attacked));
  for (const client of phase.clients) {
    console.log(
      `    attacker: ${client.label}: ${client.requests} requests, statuses ${JSON.stringify(client.statuses)}, errors ${client.errors}`,
    );
  }
  const checks: [string, boolean][] = [
    [`/health p99 ≤ ${TARGETS.p99Ms} ms under attack`, phase.attacked.p99 <= TARGETS.p99Ms],
    [`RSS < ${TARGETS.rssMb} MB`, phase.attacked.peakRssMb < TARGETS.rssMb],
    ...(phase.extra ? [phase.extra] : []),
  ];
  for (const [label, met] of checks) console.log(`    ${met ? "pass" : "FAIL"}  ${label}`);
  return checks.filter(([, met]) => !met).length;
}

async function main(): Promise<void> {
  const started = performance.now();
  const build = await ensureTestBuild();
  const databaseUrl = await createTestDatabase("bench_attack");
  const db = createDb(databaseUrl);
  let server: WebServerProcess | undefined;
  try {
    await seedBoard(db);
    const victim = await createUser(db, { email: `victim-${crypto.randomBytes(4).toString("hex")}@example.com`, name: "Asha Rao" });
    const candidate = await createUser(db, { name: "Ravi Kumar" });
    const token = await signToken(TEST_JWT_SECRET, candidate);
    /** A fresh server per attack (its own Redis prefix), so no attack inherits another's memory or limits. */
    const freshServer = async (): Promise<WebServerProcess> => {
      await server?.stop("SIGKILL");
      server = await startWebServerProcess(build.nodeDist, {
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        ...TEST_PRODUCTION_SECRETS,
        CLIENT_DIST: build.clientDist,
        SSR_DIST: build.ssrDist,
        QUEUE_PREFIX: `bench-attack-${crypto.randomBytes(4).toString("hex")}`,
        TRUST_PROXY: "true",
        OPERATOR_PASSWORD,
      });
      await autocannon({ url: `${server.url}/health`, connections: 1, duration: 2 });
      await (await fetch(`${server.url}/job-board`)).text();
      return server;
    };

    const phases: Phase[] = [];
    for (const [attack, label] of [
      ["render", "a. render-cache flood"],
      ["nested-json", "b. 1 MB nested JSON"],
      ["passwords", "c. 128-char passwords"],
    ] as const) {
      const running = await freshServer();
      const quiet = await probe(running);
      const clients = attackFrom({ attack, url: running.url, token, victim: victim.email });
      const attacked = await probe(running);
      phases.push({ label, quiet, attacked, clients: await clients });
    }
    const running = await freshServer();
    const quiet = await probe(running);
    const lockout = attackFrom({ attack: "lockout", url: running.url, token, victim: victim.email });
    const attacked = await probe(running, lockout);
    const signIn = await fetch(`${running.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.77" },
      body: JSON.stringify({ email: victim.email, password: TEST_PASSWORD, role: "user" }),
    });
    phases.push({
      label: "d. lockout attempt",
      quiet,
      attacked,
      clients: await lockout,
      extra: [`the owner then signs in from a new address: ${signIn.status}`, signIn.status === 200],
    });

    console.log(`Node ${process.version}; /health from 1 connection; ${JOBS} jobs; TRUST_PROXY=true; ${DURATION_S} s per measurement`);
    const failed = phases.reduce((sum, phase) => sum + printPhase(phase), 0);
    console.log(`${failed === 0 ? "all passed" : `${failed} failed`}; whole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    await server?.stop("SIGKILL");
    await db.$disconnect();
    await dropTestDatabase(databaseUrl);
  }
}

if (process.argv[2] === "load") {
  const summaries = await Promise.all(loadsFor(JSON.parse(process.argv[3] ?? "{}") as LoadPlan));
  process.stdout.write(JSON.stringify(summaries));
} else {
  await main();
}
