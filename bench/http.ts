// HTTP throughput of the compiled web server against a Fastify hello-world measured in the same
// run (absolute req/s move with the host; the ratio does not), in one go:
//   0. ORM cost: CPU per call in this process, on the same pg pool, of Prisma's job.findUnique and
//      findMany (all jobs, newest first, mapped as the services did) beside the services' named
//      statements of the SQL layer (getJob, listJobs), and whether both give the same Job objects;
//   1. autocannon in-process, 100 connections, DURATION s each: hello-world (its own process),
//      GET /api/jobs, tRPC jobs.list, tRPC jobs.byId, GET /health; req/s, p50/p99, errors and
//      non-2xx, the server's CPU per request, and the ratio to hello-world;
//   2. 10 connections sending the biggest tRPC batches the server takes (MAX_BATCH_CALLS calls of
//      jobs.list, through tRPC itself rather than the cache's answer) from a process of their own, while one connection measures /health's latency and
//      the server's RSS is sampled;
//   3. request logging: /health's CPU per request with LOG_LEVEL=info (what production runs: one
//      "request completed" line per request, see request-log.ts) and with warn (no request lines),
//      each on a server of its own.
// Needs Postgres and Redis; builds the server and seeds a throwaway database. `npm run bench:http`
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { createDb, type Db } from "../src/infra/db/client.js";
import { selectRows, sql } from "../src/infra/db/sql.js";
import { getJob } from "../src/server/services/jobs/get-job.js";
import { toJob } from "../src/server/services/jobs/job-mapper.js";
import { TOKEN_OWNER_ROW } from "../src/server/services/auth/tokens.js";
import { listJobs } from "../src/server/services/jobs/list-jobs.js";
import { MAX_BATCH_CALLS } from "../src/shared/request-limits.js";
import { seedJobs } from "../prisma/seed.js";
import { freePort } from "../tests/helpers/free-port.js";
import { nodeArgs } from "../tests/helpers/node-build.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";
import { createTestDatabase, dropTestDatabase } from "../tests/helpers/test-database.js";
import { TEST_PRODUCTION_SECRETS } from "../tests/helpers/test-secrets.js";

const CONNECTIONS = 100;
const DURATION = 10;
const BATCH_CONNECTIONS = 10;
const ORM_CALLS = 3_000;
const LOG_DURATION = 5;
/** The level production runs at (README: LOG_LEVEL defaults to info). */
const PRODUCTION_LOG_LEVEL = "info";

const TARGETS = { ratio: 0.25, p99Ms: 100, rssMb: 400 };

const HELLO_WORLD = `
import Fastify from "fastify";
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });`;

/** CPU time (ms, user + system) the process has used so far (Linux /proc; 10 ms ticks). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? Number.NaN) / 1024;
}

type Server = { url: string; child: ChildProcess; stop: () => void };

/** Spawns `node args` on a free port; resolves once it answers `readyPath` (at LOG_LEVEL=warn it prints nothing). Its output is read and dropped, as a log shipper would. */
async function startServer(args: string[], env: NodeJS.ProcessEnv, readyPath: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let early = "";
  const onData = (chunk: Buffer) => {
    if (early.length < 100_000) early += chunk.toString();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering:\n${early}`);
    const status = await fetch(`${url}${readyPath}`).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) break;
    if (tries > 300) throw new Error(`did not answer ${readyPath} with 200 within 30 s:\n${early}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, stop: () => child.kill("SIGKILL") };
}

type Run = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  cpuPerRequest: number;
};

async function drive(label: string, server: Server, path: string, options: { connections?: number; duration?: number } = {}): Promise<Run> {
  const pid = server.child.pid ?? 0;
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: options.connections ?? CONNECTIONS,
    duration: options.duration ?? DURATION,
  });
  const requests = result.requests.total;
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests,
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / requests,
  };
}

function printRun(run: Run, baseline: Run): void {
  console.log(
    `${run.label.padEnd(34)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50.toFixed(0).padStart(3)} ms  p99 ${run.p99.toFixed(0).padStart(3)} ms  errors ${run.errors}  non-2xx ${run.non2xx}  server CPU ${run.cpuPerRequest.toFixed(3)} ms/req  ${(run.rps / baseline.rps).toFixed(2)}× hello-world`,
  );
}

/** CPU (ms) of this process per call, over `calls` sequential calls after a warm-up. */
async function cpuPerCall(calls: number, call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 300; i++) await call();
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / calls;
}

async function measureOrm(db: Db): Promise<string[]> {
  const ids = (await db.job.findMany({ select: { id: true } })).map((job) => job.id);
  let next = 0;
  const nextId = () => ids[next++ % ids.length] ?? 0;
  const prismaOne = async (id: number) => {
    const row = await db.job.findUnique({ where: { id } });
    return row && toJob(row);
  };
  const prismaAll = async () => {
    const rows = await db.job.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    const now = new Date();
    return rows.map((row) => toJob(row, now));
  };
  const sameOne = (
    await Promise.all(ids.map(async (id) => JSON.stringify(await prismaOne(id)) === JSON.stringify(await getJob(db, id))))
  ).every(Boolean);
  const sameAll = JSON.stringify(await prismaAll()) === JSON.stringify(await listJobs(db));
  const user = await db.user.create({
    data: { name: "Bench User", email: "bench-user@example.com", passwordHash: "-" },
    select: { id: true },
  });
  const sessionId = crypto.randomUUID();
  // The statement tokens.ts runs on every signed-in request, through the SQL layer's two paths: on
  // the pool (the client), and through Prisma's raw query (a transaction client, in one transaction
  // held open for the calls, so no BEGIN or COMMIT is counted).
  const tokenOwner = () =>
    sql`SELECT id, name, email, role::text AS role, token_version AS "tokenVersion",
      EXISTS (SELECT 1 FROM revoked_sessions WHERE revoked_sessions.id = ${sessionId}::uuid) AS revoked
      FROM users WHERE id = ${user.id}`;
  const rawThroughPrisma = await db.$transaction((tx) => cpuPerCall(ORM_CALLS, () => selectRows(tx, tokenOwner(), TOKEN_OWNER_ROW)), {
    timeout: 10 * 60_000,
  });
  const rawThroughPool = await cpuPerCall(ORM_CALLS, () => selectRows(db, tokenOwner(), TOKEN_OWNER_ROW, { name: "bench_token_owner" }));
  const findUnique = await cpuPerCall(ORM_CALLS, () => prismaOne(nextId()));
  const byStatement = await cpuPerCall(ORM_CALLS, () => getJob(db, nextId()));
  const findMany = await cpuPerCall(ORM_CALLS, prismaAll);
  const allByStatement = await cpuPerCall(ORM_CALLS, () => listJobs(db));
  return [
    `ORM cost: CPU of this process per call, ${ORM_CALLS} calls each, one pg pool, rows mapped to Job objects`,
    `  one job:  Prisma job.findUnique ${findUnique.toFixed(2)} ms, named statement (getJob) ${byStatement.toFixed(2)} ms: ${(findUnique / byStatement).toFixed(1)}×; same Job objects: ${sameOne ? "yes" : "NO"}`,
    `  ${String(ids.length).padStart(2)} jobs:  Prisma job.findMany   ${findMany.toFixed(2)} ms, named statement (listJobs) ${allByStatement.toFixed(2)} ms: ${(findMany / allByStatement).toFixed(1)}×; same Job objects: ${sameAll ? "yes" : "NO"}`,
    `  raw SQL (the token's user, read on every signed-in request; the HR lists' statements go the same way): the SQL layer through Prisma's raw query (in a transaction) ${rawThroughPrisma.toFixed(2)} ms, on the pool ${rawThroughPool.toFixed(2)} ms: ${(rawThroughPrisma / rawThroughPool).toFixed(1)}×`,
    `  Prisma 7.10's client (query compiler on @prisma/adapter-pg 7.10) was measured once beside these, outside the project: see docs/decisions/0002-prisma-6-19-on-wasm-engines.md.`,
  ];
}

function verdict(met: boolean): string {
  return met ? "met" : "MISSED";
}

async function main(): Promise<void> {
  const started = performance.now();
  const build = await ensureTestBuild();
  const databaseUrl = await createTestDatabase("bench_http");
  const db = createDb(databaseUrl);
  const servers: Server[] = [];
  try {
    await seedJobs(db);
    const orm = await measureOrm(db);
    const firstId = (await listJobs(db))[0]?.id ?? 1;

    const serverEnv = (logLevel: string): NodeJS.ProcessEnv => ({
      NODE_ENV: "production",
      LOG_LEVEL: logLevel,
      DATABASE_URL: databaseUrl,
      ...TEST_PRODUCTION_SECRETS,
      CLIENT_DIST: "missing-client",
      QUEUE_PREFIX: `bench-${crypto.randomBytes(4).toString("hex")}`,
      // The per-IP limit on public reads would answer most of one client's requests with 429.
      PUBLIC_READ_RATE_LIMIT: "0",
    });
    const hello = await startServer(["--input-type=module", "-e", HELLO_WORLD], {}, "/");
    servers.push(hello);
    const server = await startServer(nodeArgs(build.nodeDist, "server"), serverEnv(PRODUCTION_LOG_LEVEL), "/health");
    servers.push(server);

    // Warm-up: JIT, pg connections and prepared statements.
    await drive("warm-up", hello, "/", { duration: 2 });
    await drive("warm-up", server, "/api/jobs", { duration: 2 });
    await drive("warm-up", server, `/trpc/jobs.byId?input=${encodeURIComponent(JSON.stringify({ id: firstId }))}`, { duration: 1 });

    const baseline = await drive("Fastify hello-world (baseline)", hello, "/");
    const runs = [
      await drive("GET /api/jobs", server, "/api/jobs"),
      await drive("tRPC jobs.list", server, "/trpc/jobs.list"),
      // No transformer: the client sends the input as plain JSON in ?input=.
      await drive(`tRPC jobs.byId (id ${firstId})`, server, `/trpc/jobs.byId?input=${encodeURIComponent(JSON.stringify({ id: firstId }))}`),
      await drive("GET /health", server, "/health"),
    ];

    // Phase 2: maximal batches from another process, /health probed from here, RSS sampled.
    const pid = server.child.pid ?? 0;
    const rssBefore = rssMb(pid);
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 100);
    const batchPath = `/trpc/${Array.from({ length: MAX_BATCH_CALLS }, () => "jobs.list").join(",")}?batch=1&input=${encodeURIComponent("{}")}`;
    // trpc-accept sends the batch past the cache's answer (trpc/cached-public-reads.ts) into tRPC
    // itself, which builds all ten answers per request: the costliest batch an anonymous client can send.
    const batchLoad = spawn(
      process.execPath,
      [
        "node_modules/autocannon/autocannon.js",
        "--json",
        "-c",
        String(BATCH_CONNECTIONS),
        "-d",
        String(DURATION),
        "-H",
        "trpc-accept=application/json",
        `${server.url}${batchPath}`,
      ],
      {
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    let batchJson = "";
    batchLoad.stdout.on("data", (chunk: Buffer) => (batchJson += chunk.toString()));
    const batchDone = new Promise<void>((resolve) => batchLoad.once("exit", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const probe = await drive("GET /health under batches (1 conn.)", server, "/health", { connections: 1, duration: DURATION - 1 });
    await batchDone;
    clearInterval(sampler);
    const batch = JSON.parse(batchJson) as autocannon.Result;

    // Phase 3: /health with request lines (production's level) and without (warn).
    const quiet = await startServer(nodeArgs(build.nodeDist, "server"), serverEnv("warn"), "/health");
    servers.push(quiet);
    await drive("warm-up", quiet, "/health", { duration: 2 });
    const healthWarn = await drive("GET /health, LOG_LEVEL=warn", quiet, "/health", { duration: LOG_DURATION });
    const healthInfo = runs[3] as Run;

    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
    console.log(
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${load}; server LOG_LEVEL=${PRODUCTION_LOG_LEVEL}, NODE_ENV=production`,
    );
    for (const line of orm) console.log(line);
    console.log(`HTTP: autocannon in-process, ${CONNECTIONS} connections, ${DURATION} s each`);
    printRun(baseline, baseline);
    for (const run of runs) printRun(run, baseline);
    console.log(
      `batches: ${BATCH_CONNECTIONS} connections × ${MAX_BATCH_CALLS} jobs.list calls per request: ${batch.requests.average.toFixed(0)} req/s (${(batch.requests.average * MAX_BATCH_CALLS).toFixed(0)} calls/s), p99 ${batch.latency.p99} ms, errors ${batch.errors + batch.timeouts}, non-2xx ${batch.non2xx}, ${(batch.throughput.average / 1e6).toFixed(1)} MB/s`,
    );
    console.log(
      `  meanwhile /health: p50 ${probe.p50} ms, p99 ${probe.p99} ms, errors ${probe.errors}, non-2xx ${probe.non2xx}; server RSS ${rssBefore.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB`,
    );
    console.log(
      `request logging, /health server CPU: LOG_LEVEL=info ${healthInfo.cpuPerRequest.toFixed(3)} ms/req (${healthInfo.rps.toFixed(0)} req/s), warn ${healthWarn.cpuPerRequest.toFixed(3)} ms/req (${healthWarn.rps.toFixed(0)} req/s): the request line costs ${(healthInfo.cpuPerRequest - healthWarn.cpuPerRequest).toFixed(3)} ms/req (${DURATION} s vs ${LOG_DURATION} s runs)`,
    );

    const [apiJobs, , byId] = runs as [Run, Run, Run, Run];
    const targets: [string, boolean][] = [
      [
        `GET /api/jobs ≥ ${TARGETS.ratio}× hello-world (${(apiJobs.rps / baseline.rps).toFixed(2)}×)`,
        apiJobs.rps / baseline.rps >= TARGETS.ratio,
      ],
      [
        `tRPC jobs.byId ≥ ${TARGETS.ratio}× hello-world (${(byId.rps / baseline.rps).toFixed(2)}×)`,
        byId.rps / baseline.rps >= TARGETS.ratio,
      ],
      ...runs.map((run): [string, boolean] => [`${run.label} p99 ≤ ${TARGETS.p99Ms} ms (${run.p99} ms)`, run.p99 <= TARGETS.p99Ms]),
      ...runs.map((run): [string, boolean] => [
        `${run.label}: 0 errors, 0 non-2xx (${run.errors}, ${run.non2xx})`,
        run.errors + run.non2xx === 0,
      ]),
      [`under batches: /health p99 ≤ ${TARGETS.p99Ms} ms (${probe.p99} ms)`, probe.p99 <= TARGETS.p99Ms],
      [
        `under batches: 0 errors, 0 non-2xx (${batch.errors + batch.timeouts + probe.errors}, ${batch.non2xx + probe.non2xx})`,
        batch.errors + batch.timeouts + batch.non2xx + probe.errors + probe.non2xx === 0,
      ],
      [`under batches: server peak RSS < ${TARGETS.rssMb} MB (${peakRss.toFixed(0)} MB)`, peakRss < TARGETS.rssMb],
    ];
    console.log("targets:");
    for (const [label, met] of targets) console.log(`  ${verdict(met).padEnd(6)} ${label}`);
    console.log(
      `${targets.filter(([, met]) => met).length} of ${targets.length} met; whole run ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    for (const server of servers) server.stop();
    await db.$disconnect();
    await dropTestDatabase(databaseUrl);
  }
}

await main();
