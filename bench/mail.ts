// Mail pipeline benchmark. The real worker process sends to a local SMTP sink (its own process)
// and three phases run in one go:
//   0. BullMQ's own no-op throughput: N jobs like mail jobs added with queue.add by C concurrent
//      clients into a worker process with the mail worker's settings whose processor does nothing,
//      with the CPU each process spent per job, to compare with phase 1's per mail;
//   1. throughput: N mails (default 5,000) requested through enqueueMail by C concurrent clients
//      (default 100, each sending its next request when the last one returned), timed from the
//      first request until the sink has every mail, with the CPU each process spent per mail;
//   2. latency: N mails requested at a steady rate (default 500/s, the target's) whether or not
//      earlier requests have returned; p50/p95 of the time a request spends in enqueueMail.
// A regression guard, in ratios since hosts differ (issue #14): end to end ≥ 0.17× the no-op rate,
// enqueue p95 ≤ 5 ms at 500 requests/s.
//   npm run bench:mail -- [--mails 5000] [--clients 100] [--rate 500] [--smtp-connections 16]
import { fork, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { Queue } from "bullmq";
import { parseEnv } from "../src/infra/env.js";
import { MAIL_JOB_OPTIONS, mailJobId } from "../src/infra/mail/mail-queue.js";
import { deriveMailKey, sealMailPayload } from "../src/infra/mail/payload-crypto.js";
import { waitForRedis } from "../src/infra/redis.js";
import { closeDeps, createDeps, type Deps } from "../src/server/deps.js";
import { enqueueMail, type MailRequest } from "../src/server/mail/enqueue-mail.js";
import { MAIL_KINDS, type MailKind } from "../src/shared/mail.js";
import { MAIL_TEMPLATES } from "../src/worker/mail-templates.js";
import { startWorkerProcess } from "../tests/helpers/mail-worker-process.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";
import { createTestDatabase, dropTestDatabase } from "../tests/helpers/test-database.js";

const { values: args } = parseArgs({
  options: {
    mails: { type: "string", default: "5000" },
    clients: { type: "string", default: "100" },
    rate: { type: "string", default: "500" },
    "smtp-connections": { type: "string" },
  },
});
const MAILS = Number(args.mails);
const TARGETS = { noopRatio: 0.17, p95Ms: 5 };
const CLIENTS = Number(args.clients);
const RATE = Number(args.rate);
/** nodemailer reads pool settings from the SMTP URL's query; unset → the transport's default. */
const SMTP_CONNECTIONS = args["smtp-connections"];
const WARM_UP = 200;

/** CPU time (ms, user + system) used so far by the processes with this pid or this command name (Linux /proc). */
function cpuMs(match: { pid?: number | undefined; names?: string[] }): number {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (Number(entry) !== match.pid && !match.names?.includes(name)) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks * 10;
}

/** CPU time (ms) so far of each process taking part; `sink` is absent in the no-op phase. */
type CpuTimes = { producer: number; worker: number; sink?: number; postgres: number; redis: number };
type Pids = { producer: number; worker: number | undefined; sink?: number | undefined };

function cpuTimes(pids: Pids): CpuTimes {
  return {
    producer: cpuMs({ pid: pids.producer }),
    worker: cpuMs({ pid: pids.worker }),
    ...(pids.sink === undefined ? {} : { sink: cpuMs({ pid: pids.sink }) }),
    postgres: cpuMs({ names: ["postgres"] }),
    redis: cpuMs({ names: ["redis-server"] }),
  };
}

const PROCESS_LABELS: Record<keyof CpuTimes, string> = {
  producer: "producer",
  worker: "worker",
  sink: "SMTP sink",
  postgres: "Postgres",
  redis: "Redis",
};

function cpuPer(unit: "mail" | "job", before: CpuTimes, after: CpuTimes): string {
  const parts = (Object.keys(after) as (keyof CpuTimes)[]).map(
    (key) => `${PROCESS_LABELS[key]} ${(((after[key] ?? 0) - (before[key] ?? 0)) / MAILS).toFixed(2)} ms`,
  );
  return `CPU per ${unit}: ${parts.join(", ")}; in all ${((totalMs(after) - totalMs(before)) / MAILS).toFixed(2)} ms`;
}

function totalMs(times: CpuTimes): number {
  return Object.values(times).reduce((sum: number, ms) => sum + (ms ?? 0), 0);
}

/** A fixed piece of JavaScript, timed: shared machines vary in speed from hour to hour, and this shows how fast this one was. */
function referenceLoopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 300_000_000; i += 1) sum += i % 7;
  if (sum < 0) throw new Error("unreachable");
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The mail with index i: every kind in turn, with the template's preview data and a unique recipient. */
function mailRequest(i: number): MailRequest<MailKind> {
  const kind = MAIL_KINDS[i % MAIL_KINDS.length] as MailKind;
  const data = (
    MAIL_TEMPLATES[kind].component as unknown as {
      PreviewProps: MailRequest<MailKind>["data"];
    }
  ).PreviewProps;
  return { kind, to: `bench-${i}@example.com`, data };
}

/** A bench helper in a process of its own (so its CPU is counted apart), reporting over IPC. */
type Child<M> = {
  process: ChildProcess;
  last: () => M;
  until: (done: (message: M) => boolean) => Promise<void>;
};

async function forkChild<M extends object>(script: string, argv: string[] = []): Promise<Child<M>> {
  const child = fork(new URL(script, import.meta.url), argv, {
    execArgv: ["--import", "tsx"],
  });
  let last = {} as M;
  child.on("message", (message: M) => (last = { ...last, ...message }));
  const until = async (done: (message: M) => boolean) => {
    while (!done(last)) await once(child, "message");
  };
  return { process: child, last: () => last, until };
}

/** `count` requests from `clients` concurrent clients, each sending its next one when its last returned. */
async function closedLoop(count: number, clients: number, request: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const client = async () => {
    while (next < count) await request(next++);
  };
  await Promise.all(Array.from({ length: clients }, client));
}

/** Request i starts at i / RATE s whether or not earlier ones have returned; returns the sorted latencies. */
async function steadyRate(count: number, request: (i: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  const requests: Promise<void>[] = [];
  const started = performance.now();
  while (requests.length < count) {
    const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
    while (requests.length < due) {
      const t0 = performance.now();
      requests.push(request(requests.length).then(() => void latencies.push(performance.now() - t0)));
    }
    // Timers tick every millisecond at best; the requests that fell due meanwhile start together.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(requests);
  return latencies.sort((a, b) => a - b);
}

/** Phase 0: the closed loop of phase 1 through queue.add into a no-op worker; jobs/s end to end and CPU per job. */
async function measureNoopRate(deps: Deps, prefix: string): Promise<{ rate: number; cpu: string }> {
  const queueName = "bench-noop";
  const worker = await forkChild<{ ready?: boolean; completed?: number }>("./noop-worker.ts", [
    deps.env.REDIS_URL,
    prefix,
    queueName,
    String(deps.env.MAIL_CONCURRENCY),
  ]);
  const queue = new Queue(queueName, {
    connection: deps.redis,
    prefix,
    defaultJobOptions: MAIL_JOB_OPTIONS,
  });
  const key = deriveMailKey(deps.env);
  // A job as big as a mail job: its id derives from a row id and it carries a sealed payload.
  const job = (i: number) => {
    const mailId = crypto.randomUUID();
    const { kind, to, data } = mailRequest(i);
    return queue.add(kind, { mailId, kind, sealed: sealMailPayload(key, mailId, { to, data }) }, { jobId: mailJobId(mailId) });
  };
  try {
    await worker.until((m) => m.ready === true);
    // Warmed up like the mail phases: a cold run is ~20 % slower, which would flatter the ratio.
    await closedLoop(MAILS, CLIENTS, job);
    await worker.until((m) => (m.completed ?? 0) >= MAILS);
    const pids = { producer: process.pid, worker: worker.process.pid };
    const cpuBefore = cpuTimes(pids);
    const started = performance.now();
    await closedLoop(MAILS, CLIENTS, job);
    await worker.until((m) => (m.completed ?? 0) >= 2 * MAILS);
    const rate = MAILS / ((performance.now() - started) / 1000);
    return { rate, cpu: cpuPer("job", cpuBefore, cpuTimes(pids)) };
  } finally {
    worker.process.disconnect();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

async function main(): Promise<void> {
  const referenceMs = referenceLoopMs();
  const databaseUrl = await createTestDatabase("bench");
  const sink = await forkChild<{ url?: string; messageIds?: string[]; received?: number }>("./mail-sink.ts");
  await sink.until((m) => m.url !== undefined);
  const smtpUrl = sink.last().url ?? "";
  const prefix = `bench-${crypto.randomBytes(4).toString("hex")}`;
  const env = parseEnv({ ...process.env, DATABASE_URL: databaseUrl, QUEUE_PREFIX: prefix, LOG_LEVEL: "silent" });
  const build = await ensureTestBuild();
  const worker = startWorkerProcess(build.nodeDist, {
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: prefix,
    SMTP_URL: SMTP_CONNECTIONS ? `${smtpUrl}?maxConnections=${SMTP_CONNECTIONS}` : smtpUrl,
    JWT_SECRET: env.JWT_SECRET,
    MAIL_SECRET_KEY: env.MAIL_SECRET_KEY ?? "",
    MAIL_WORKER_NICE: String(env.MAIL_WORKER_NICE),
  });
  const deps = createDeps(env);
  let sent = 0;
  const delivered = (count: number) => sink.until((m) => (m.received ?? 0) >= count);
  const enqueue = (i: number) => enqueueMail(deps, mailRequest(sent + i));
  try {
    await Promise.all([worker.waitForOutput(/consuming queue/), waitForRedis(deps)]);
    // First, while Postgres has no vacuuming to do after the mail phases' writes.
    const noop = await measureNoopRate(deps, prefix);
    await closedLoop(WARM_UP, CLIENTS, enqueue);
    await delivered((sent += WARM_UP));

    const processes = () => cpuTimes({ producer: process.pid, worker: worker.child.pid, sink: sink.process.pid });
    const cpuBefore = processes();
    const throughputStart = performance.now();
    await closedLoop(MAILS, CLIENTS, enqueue);
    await delivered((sent += MAILS));
    const throughput = MAILS / ((performance.now() - throughputStart) / 1000);
    const throughputCpu = cpuPer("mail", cpuBefore, processes());

    const latencyStart = performance.now();
    const latencyCpuBefore = processes();
    const latencies = await steadyRate(MAILS, enqueue);
    const lastRequest = performance.now();
    await delivered((sent += MAILS));
    const drainMs = performance.now() - lastRequest;
    const latencyCpuAfter = processes();
    const latencyCpu = cpuPer("mail", latencyCpuBefore, latencyCpuAfter);
    const busy = (totalMs(latencyCpuAfter) - totalMs(latencyCpuBefore)) / (performance.now() - latencyStart) / os.cpus().length;
    const offered = MAILS / ((lastRequest - latencyStart) / 1000);

    // The last "sent" marks land just after the last mail.
    let marked = 0;
    for (let tries = 0; tries < 100 && marked < sent; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      marked = await deps.db.mailLog.count({ where: { status: "sent" } });
    }
    sink.process.send("messageIds");
    await sink.until((m) => m.messageIds !== undefined);
    const messageIds = sink.last().messageIds ?? [];
    const duplicates = messageIds.length - new Set(messageIds).size;
    await worker.stop("SIGTERM");
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");

    console.log(
      `${os.cpus().length} CPUs, load average ${load}, reference loop ${referenceMs.toFixed(0)} ms; worker concurrency ${env.MAIL_CONCURRENCY}, nice ${env.MAIL_WORKER_NICE}; SMTP connections ${SMTP_CONNECTIONS ?? "default"}`,
    );
    console.log(`throughput: ${MAILS} mails from ${CLIENTS} concurrent clients: ${throughput.toFixed(0)} mails/s end to end`);
    console.log(`  ${throughputCpu}`);
    console.log(
      `latency: ${MAILS} mails offered at ${offered.toFixed(0)}/s: time in enqueueMail p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms; last mail at the sink ${drainMs.toFixed(0)} ms after the last request`,
    );
    console.log(`  ${latencyCpu}; CPUs ${(busy * 100).toFixed(0)} % busy`);
    console.log(
      `BullMQ no-op (queue.add from ${CLIENTS} clients, same worker settings): ${noop.rate.toFixed(0)} jobs/s; ratio end to end / no-op: ${(throughput / noop.rate).toFixed(2)}`,
    );
    console.log(`  ${noop.cpu}`);
    console.log(`mails: ${sent} sent (warm-up included), rows marked sent ${marked}, duplicates ${duplicates}`);
    const ratio = throughput / noop.rate;
    const p95 = percentile(latencies, 95);
    const targets: [string, boolean][] = [
      [`end to end ≥ ${TARGETS.noopRatio}× BullMQ's no-op rate (${ratio.toFixed(2)}×)`, ratio >= TARGETS.noopRatio],
      [
        `enqueue p95 ≤ ${TARGETS.p95Ms} ms at ${RATE} requests/s (${p95.toFixed(2)} ms, offered ${offered.toFixed(0)}/s)`,
        p95 <= TARGETS.p95Ms,
      ],
      [`every mail sent once (${sent} sent, ${marked} marked, ${duplicates} duplicates)`, duplicates === 0 && marked === sent],
    ];
    console.log("targets:");
    for (const [label, met] of targets) console.log(`  ${met ? "met   " : "MISSED"} ${label}`);
  } finally {
    await worker.stop("SIGTERM");
    await deps.mailQueue.obliterate({ force: true }).catch(() => undefined);
    await closeDeps(deps);
    sink.process.disconnect();
    await dropTestDatabase(databaseUrl);
  }
}

await main();
