// BullMQ's own no-op consumer for bench/mail.ts, in a process of its own like the real worker:
// the mail queue's worker settings with a processor that does nothing. Reports over IPC when
// it is ready and how many jobs it has completed.
import { Worker } from "bullmq";
import { createWorkerRedis } from "../src/infra/redis.js";
import { MAIL_WORKER_LOCKS } from "../src/worker/start-mail-worker.js";

const [redisUrl = "", prefix = "", queueName = "", concurrency = "100"] = process.argv.slice(2);
const connection = createWorkerRedis(redisUrl);
const worker = new Worker(queueName, async () => undefined, {
  connection,
  prefix,
  concurrency: Number(concurrency),
  ...MAIL_WORKER_LOCKS,
});
let completed = 0;
worker.on("completed", () => (completed += 1));
const report = setInterval(() => process.send?.({ completed }), 20);
await worker.waitUntilReady();
process.send?.({ ready: true });
process.on("disconnect", () => {
  clearInterval(report);
  void worker
    .close()
    .then(() => connection.quit())
    .then(() => process.exit(0));
});
