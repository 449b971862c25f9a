// The mail worker process: consumes the `mail` queue until SIGINT/SIGTERM, then finishes the
// jobs in flight and exits.
import { Worker } from "bullmq";
import { getEnv } from "../server/env.js";
import { createWorkerRedis } from "../server/redis.js";
import { MAIL_QUEUE_NAME } from "../shared/mail-queue.js";
import { processMail } from "./processors/process-mail.js";

const env = getEnv();
const connection = createWorkerRedis(env.REDIS_URL);
const worker = new Worker(MAIL_QUEUE_NAME, processMail, { connection, prefix: env.QUEUE_PREFIX, concurrency: 20 });

worker.on("ready", () => console.log(`[worker] consuming queue "${MAIL_QUEUE_NAME}"`));
worker.on("failed", (job, error) => console.error(`[worker] job ${job?.id ?? "?"} failed: ${error.message}`));
worker.on("error", (error) => console.error(`[worker] ${error.message}`));

async function shutdown(signal: string): Promise<void> {
  console.log(`[worker] ${signal}: finishing jobs in flight`);
  await worker.close();
  await connection.quit();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
