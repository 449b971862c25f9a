// The mail worker process: consumes the `mail` queue until SIGINT/SIGTERM, then finishes the
// mails in flight and exits. ioredis reconnects by itself after a Redis outage. Logs JSON lines
// (pino, LOG_LEVEL) and serves its metrics on WORKER_METRICS_PORT. Its sweeper queues again the
// mails whose jobs Redis lost. It also schedules and runs the daily retention job (`retention` queue)
// and sends the interview reminders when their delayed jobs fall due (`interview-reminders` queue),
// and stores the resumes' text for HR search (`resume-text` queue).
import { createDb } from "../infra/db/client.js";
import { getEnv } from "../infra/env.js";
import { createMailQueue } from "../infra/mail/mail-queue.js";
import { createRetentionQueue } from "../infra/privacy/retention-queue.js";
import { deriveMailKey } from "../infra/mail/payload-crypto.js";
import { createWorkerRedis } from "../infra/redis.js";
import { warnAboutRedisSettings } from "../infra/redis-settings.js";
import { createStorage } from "../infra/storage/create-storage.js";
import { stopTracing } from "../infra/tracing.js";
import { MAIL_QUEUE_NAME } from "../shared/mail-queue.js";
import { lowerCpuPriority } from "./cpu-priority.js";
import { createWorkerLogger } from "./logger.js";
import { logMailOutcome } from "./mail-outcome-log.js";
import { createWorkerMetrics } from "./metrics.js";
import { startMetricsServer, type MetricsServer } from "./metrics-server.js";
import { startMailSweepTimer } from "./mail-sweep-timer.js";
import { startMailWorker } from "./start-mail-worker.js";
import { startInterviewReminderWorker } from "./start-interview-reminder-worker.js";
import { startRetentionWorker } from "./start-retention-worker.js";
import { createResumeTextQueue } from "../infra/resume/resume-text-queue.js";
import { startResumeTextWorker } from "./start-resume-text-worker.js";
import { createMailTransport } from "./transport.js";

const env = getEnv();
const log = createWorkerLogger(env.LOG_LEVEL);
// Sending mail is background work: when the worker shares CPUs with the web server, requests
// (those enqueueing mails among them) come first.
lowerCpuPriority(env.MAIL_WORKER_NICE, (line) => log.warn(line));
const metrics = createWorkerMetrics();
const connection = createWorkerRedis(env.REDIS_URL);
const db = createDb(env.DATABASE_URL);
const transport = createMailTransport({
  smtpUrl: env.SMTP_URL,
  mailDir: env.MAIL_DIR,
  from: env.MAIL_FROM,
  log: (fields, message) => log.info(fields, message),
});
const { worker, close } = startMailWorker({
  connection,
  prefix: env.QUEUE_PREFIX,
  db,
  transport,
  key: deriveMailKey(env),
  concurrency: env.MAIL_CONCURRENCY,
  onOutcome: (outcome) => {
    metrics.recordOutcome(outcome);
    logMailOutcome(log, outcome);
  },
});

const queue = createMailQueue(connection, env.QUEUE_PREFIX);
const stopSweeper =
  env.MAIL_SWEEP_INTERVAL_MS > 0
    ? startMailSweepTimer({
        connection,
        queue,
        db,
        intervalMs: env.MAIL_SWEEP_INTERVAL_MS,
        afterMs: env.MAIL_SWEEP_AFTER_MS,
        log,
        onRequeued: metrics.recordRequeued,
      })
    : async () => undefined;
warnAboutRedisSettings(connection, log);

const retentionQueue = createRetentionQueue(connection, env.QUEUE_PREFIX);
const retention = startRetentionWorker({
  connection,
  prefix: env.QUEUE_PREFIX,
  queue: retentionQueue,
  db,
  storage: createStorage(env),
  retentionDays: env.RETENTION_DAYS,
  log,
});

// Reminders are posted through the outbox like any mail: rows and jobs on the mail queue above.
const reminders = startInterviewReminderWorker({ connection, prefix: env.QUEUE_PREFIX, db, mailQueue: queue, env, log });

// The resume texts for HR search (issue #31), read from the upload store like the retention job's files.
const resumeTextQueue = createResumeTextQueue(connection, env.QUEUE_PREFIX);
const resumeTexts = startResumeTextWorker({
  connection,
  prefix: env.QUEUE_PREFIX,
  queue: resumeTextQueue,
  db,
  storage: createStorage(env),
  maxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
  log,
  catchUp: env.RESUME_TEXT_CATCH_UP,
});

const via = env.SMTP_URL ? `SMTP at ${new URL(env.SMTP_URL).host}` : `.eml files in ${env.MAIL_DIR}`;
worker.on("ready", () => log.info({ queue: MAIL_QUEUE_NAME, via }, "consuming queue"));
worker.on("stalled", (jobId) => log.warn({ jobId }, "job stalled (its worker stopped): it will be tried again"));
// During an outage the same connection error repeats on every reconnect attempt; say it once.
let lastError = "";
worker.on("error", (error) => {
  if (error.message !== lastError) log.error({ error: error.message }, "worker error");
  lastError = error.message;
});
connection.on("ready", () => {
  if (lastError) log.info("connected to Redis again");
  lastError = "";
});

let metricsServer: MetricsServer | undefined;

async function shutdown(signal: string): Promise<void> {
  log.info({ signal }, "finishing the mails in flight");
  await stopSweeper();
  await Promise.all([close(), retention.close(), reminders.close(), resumeTexts.close()]);
  await queue.close();
  await retentionQueue.close();
  await resumeTextQueue.close();
  await metricsServer?.close();
  await db.$disconnect();
  await connection.quit();
  await stopTracing();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

// Metrics are for the operator; a port already taken must not stop the mails.
if (env.WORKER_METRICS_PORT !== 0) {
  try {
    metricsServer = await startMetricsServer({
      host: env.HOST,
      port: env.WORKER_METRICS_PORT,
      registry: metrics.registry,
      operatorPassword: env.OPERATOR_PASSWORD,
      isConnected: () => connection.status === "ready",
    });
    log.info({ port: metricsServer.port }, "serving metrics");
  } catch (error) {
    log.error({ port: env.WORKER_METRICS_PORT, error: (error as Error).message }, "could not serve metrics");
  }
}
