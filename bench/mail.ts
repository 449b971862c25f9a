// Mail pipeline benchmark: enqueues N mails (default 5,000) through enqueueMail as requests
// arriving at a steady rate (default 1,000/s, the target), the real worker process sends them to
// a local SMTP sink, and it prints mails/s end to end, the p50/p95 time a request spends in
// enqueueMail, the CPU each process spent per mail, and BullMQ's own no-op throughput measured
// in the same run.
//   npm run bench:mail -- [--mails 5000] [--rate 1000] [--smtp-connections 16]
import { fork, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { Queue, Worker } from "bullmq";
import { closeDeps, createDeps } from "../src/server/deps.js";
import { parseEnv } from "../src/server/env.js";
import { enqueueMail, type MailRequest } from "../src/server/mail/enqueue-mail.js";
import { createWorkerRedis } from "../src/server/redis.js";
import { MAIL_KINDS, type MailKind } from "../src/shared/mail.js";
import { MAIL_TEMPLATES } from "../src/worker/mail-templates.js";
import { startWorkerProcess } from "../tests/helpers/mail-worker-process.js";
import { createTestDatabase, dropTestDatabase } from "../tests/helpers/test-database.js";

const { values: args } = parseArgs({
  options: {
    mails: { type: "string", default: "5000" },
    rate: { type: "string", default: "1000" },
    "smtp-connections": { type: "string" },
  },
});
const MAILS = Number(args.mails);
const RATE = Number(args.rate);
/** nodemailer reads pool settings from the SMTP URL's query; unset → the transport's default. */
const SMTP_CONNECTIONS = args["smtp-connections"];
const WARM_UP = 100;

/** CPU time (ms, user + system) used so far by the processes with this pid or this command name (Linux /proc). */
function cpuMs(match: { pid?: number; names?: string[] }): number {
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The mail with index i: every kind in turn, with the template's preview data and a unique recipient. */
function mailRequest(i: number): MailRequest<MailKind> {
  const kind = MAIL_KINDS[i % MAIL_KINDS.length] as MailKind;
  const data = (MAIL_TEMPLATES[kind].component as unknown as { PreviewProps: MailRequest<MailKind>["data"] }).PreviewProps;
  return { kind, to: `bench-${i}@example.com`, data };
}

type Sink = { url: string; process: ChildProcess; messageIds: string[]; waitForCount: (count: number) => Promise<void> };

async function startSinkProcess(): Promise<Sink> {
  const child = fork(new URL("./mail-sink.ts", import.meta.url), { execArgv: ["--import", "tsx"] });
  const messageIds: string[] = [];
  const [first] = (await once(child, "message")) as [{ url: string }];
  child.on("message", (message: { messageIds?: string[] }) => {
    messageIds.push(...(message.messageIds ?? []));
    child.emit("count");
  });
  return {
    url: first.url,
    process: child,
    messageIds,
    waitForCount: async (count) => {
      while (messageIds.length < count) await once(child, "count");
    },
  };
}

/** BullMQ alone: N jobs added with addBulk, drained by one worker (concurrency 100) whose processor does nothing. */
async function measureNoopRate(redisUrl: string, prefix: string): Promise<number> {
  const connection = createWorkerRedis(redisUrl);
  const queue = new Queue("bench-noop", { connection, prefix });
  for (let i = 0; i < MAILS; i += 1000) {
    await queue.addBulk(Array.from({ length: Math.min(1000, MAILS - i) }, (_, j) => ({ name: "noop", data: { i: i + j } })));
  }
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let done = 0;
    const worker = new Worker("bench-noop", async () => undefined, { connection, prefix, concurrency: 100 });
    worker.on("completed", () => {
      done += 1;
      if (done === MAILS) void worker.close().then(resolve);
    });
  });
  const rate = MAILS / ((performance.now() - started) / 1000);
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
  return rate;
}

/** Requests arrive on schedule (request i at i / RATE s) whether or not earlier ones have finished. */
async function enqueueAtRate(deps: ReturnType<typeof createDeps>): Promise<number[]> {
  const latencies: number[] = [];
  const requests: Promise<void>[] = [];
  const started = performance.now();
  while (requests.length < MAILS) {
    const due = Math.min(MAILS, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
    while (requests.length < due) {
      const request = mailRequest(WARM_UP + requests.length);
      const t0 = performance.now();
      requests.push(enqueueMail(deps, request).then(() => void latencies.push(performance.now() - t0)));
    }
    // Timers tick every millisecond at best; the requests that fell due meanwhile start together.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(requests);
  return latencies.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const databaseUrl = await createTestDatabase("bench");
  const sink = await startSinkProcess();
  const prefix = `bench-${crypto.randomBytes(4).toString("hex")}`;
  const env = parseEnv({ ...process.env, DATABASE_URL: databaseUrl, QUEUE_PREFIX: prefix, LOG_LEVEL: "silent" });
  const worker = startWorkerProcess({
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: prefix,
    SMTP_URL: SMTP_CONNECTIONS ? `${sink.url}?maxConnections=${SMTP_CONNECTIONS}` : sink.url,
    JWT_SECRET: env.JWT_SECRET,
    MAIL_SECRET_KEY: env.MAIL_SECRET_KEY ?? "",
  });
  const deps = createDeps(env);
  try {
    await worker.waitForOutput(/consuming queue/);
    for (let i = 0; i < WARM_UP; i += 1) await enqueueMail(deps, mailRequest(i));
    await sink.waitForCount(WARM_UP);

    const services = ["postgres", "redis-server"];
    const cpuOf = () => ({
      worker: cpuMs({ pid: worker.child.pid }),
      producer: cpuMs({ pid: process.pid }),
      sink: cpuMs({ pid: sink.process.pid }),
      services: cpuMs({ names: services }),
    });
    const cpuBefore = cpuOf();
    const started = performance.now();
    const latencies = await enqueueAtRate(deps);
    const enqueueSeconds = (performance.now() - started) / 1000;
    await sink.waitForCount(WARM_UP + MAILS);
    const seconds = (performance.now() - started) / 1000;
    const perMail = (ms: number) => (ms / MAILS).toFixed(2);
    const cpuAfter = cpuOf();
    const cpu = (key: keyof typeof cpuAfter) => perMail(cpuAfter[key] - cpuBefore[key]);

    // The last "sent" marks land just after the last mail.
    let sent = 0;
    for (let tries = 0; tries < 100 && sent < WARM_UP + MAILS; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      sent = await deps.db.mailLog.count({ where: { status: "sent" } });
    }
    const duplicates = sink.messageIds.length - new Set(sink.messageIds).size;
    await worker.stop("SIGTERM");
    const noopRate = await measureNoopRate(env.REDIS_URL, prefix);
    const rate = MAILS / seconds;
    const load = os.loadavg().map((l) => l.toFixed(2)).join(" ");

    console.log(`mails: ${MAILS} (+${WARM_UP} warm-up), offered at ${RATE}/s; worker concurrency ${env.MAIL_CONCURRENCY}; SMTP connections ${SMTP_CONNECTIONS ?? "default"}; ${os.cpus().length} CPUs, load average ${load}`);
    console.log(`enqueue: ${(MAILS / enqueueSeconds).toFixed(0)} requests/s; time in enqueueMail p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms`);
    console.log(`end to end: ${rate.toFixed(0)} mails/s (${seconds.toFixed(2)} s until the sink had every mail; rows sent ${sent}; duplicates ${duplicates})`);
    console.log(
      `CPU per mail: producer (enqueueMail) ${cpu("producer")} ms, worker ${cpu("worker")} ms, SMTP sink ${cpu("sink")} ms, Postgres + Redis ${cpu("services")} ms`,
    );
    console.log(`BullMQ no-op (concurrency 100, addBulk): ${noopRate.toFixed(0)} jobs/s; ratio end to end / no-op: ${(rate / noopRate).toFixed(2)}`);
  } finally {
    await worker.stop("SIGTERM");
    await deps.mailQueue.obliterate({ force: true }).catch(() => undefined);
    await closeDeps(deps);
    sink.process.disconnect();
    await dropTestDatabase(databaseUrl);
  }
}

await main();
