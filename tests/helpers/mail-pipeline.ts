// The whole mail pipeline inside the test process: the real app (producer), a worker started
// in-process, and an SMTP sink, on a queue prefix of the test file's own.
import { inject } from "vitest";
import { deriveMailKey } from "../../src/infra/mail/payload-crypto.js";
import { createWorkerRedis } from "../../src/infra/redis.js";
import { startMailWorker, type MailWorker } from "../../src/worker/start-mail-worker.js";
import { createMailTransport } from "../../src/worker/transport.js";
import { startSmtpSink, type SinkOptions, type SmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

export type MailPipeline = { testApp: TestApp; sink: SmtpSink; worker: MailWorker; prefix: string; close: () => Promise<void> };

export async function startMailPipeline(label: string, sinkOptions: SinkOptions = {}): Promise<MailPipeline> {
  const prefix = `${inject("queuePrefix")}-${label}`;
  const sink = await startSmtpSink(sinkOptions);
  const testApp = await createTestApp({ QUEUE_PREFIX: prefix });
  const { env, db } = testApp.deps;
  const connection = createWorkerRedis(env.REDIS_URL);
  const transport = createMailTransport({ smtpUrl: sink.url, mailDir: env.MAIL_DIR, from: env.MAIL_FROM, log: () => undefined });
  const worker = startMailWorker({ connection, prefix, db, transport, key: deriveMailKey(env), concurrency: 10 });
  return {
    testApp,
    sink,
    worker,
    prefix,
    close: async () => {
      await worker.close();
      await testApp.deps.mailQueue.obliterate({ force: true });
      await connection.quit();
      await testApp.close();
      await sink.close();
    },
  };
}
