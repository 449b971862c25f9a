// The mail worker process: consumes the `mail` queue until SIGINT/SIGTERM, then finishes the
// mails in flight and exits. ioredis reconnects by itself after a Redis outage.
import { createDb } from "../server/db/client.js";
import { getEnv } from "../server/env.js";
import { deriveMailKey } from "../server/mail/payload-crypto.js";
import { createWorkerRedis } from "../server/redis.js";
import { MAIL_QUEUE_NAME } from "../shared/mail-queue.js";
import { lowerCpuPriority } from "./cpu-priority.js";
import { startMailWorker } from "./start-mail-worker.js";
import { createMailTransport } from "./transport.js";

const env = getEnv();
const log = (line: string) => console.log(`[worker] ${line}`);
// Sending mail is background work: when the worker shares CPUs with the web server, requests
// (those enqueueing mails among them) come first.
lowerCpuPriority(env.MAIL_WORKER_NICE, log);
const connection = createWorkerRedis(env.REDIS_URL);
const db = createDb(env.DATABASE_URL);
const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: env.MAIL_DIR, from: env.MAIL_FROM, log });
const { worker, close } = startMailWorker({
  connection,
  prefix: env.QUEUE_PREFIX,
  db,
  transport,
  key: deriveMailKey(env),
  concurrency: env.MAIL_CONCURRENCY,
});

const destination = env.SMTP_URL ? `SMTP at ${new URL(env.SMTP_URL).host}` : `.eml files in ${env.MAIL_DIR}`;
worker.on("ready", () => log(`consuming queue "${MAIL_QUEUE_NAME}", sending via ${destination}`));
worker.on("failed", (job, error) => console.error(`[worker] job ${job?.id ?? "?"} failed: ${error.message}`));
// During an outage the same connection error repeats on every reconnect attempt; say it once.
let lastError = "";
worker.on("error", (error) => {
  if (error.message !== lastError) console.error(`[worker] ${error.message}`);
  lastError = error.message;
});
connection.on("ready", () => {
  if (lastError) log("connected to Redis again");
  lastError = "";
});

async function shutdown(signal: string): Promise<void> {
  log(`${signal}: finishing the mails in flight`);
  await close();
  await db.$disconnect();
  await connection.quit();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
