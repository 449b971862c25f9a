// The real worker process (src/worker/index.ts) killed in the middle of a batch: with SIGKILL
// every mail still arrives, duplicates stay within the mails in flight; with SIGTERM the mails
// in flight finish, the process exits 0 and a new worker sends the rest with no duplicate.
import type { Job } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import type { MailJobData } from "../../src/shared/mail-queue.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startWorkerProcess, type WorkerProcess } from "../helpers/mail-worker-process.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

describe("the worker process killed halfway through a batch", () => {
  let sink: SmtpSink;
  let testApp: TestApp;
  const workers: WorkerProcess[] = [];
  const prefix = `${inject("queuePrefix")}-crash-${uniqueSuffix()}`;

  const startWorker = async () => {
    const worker = startWorkerProcess(inject("nodeDist"), { QUEUE_PREFIX: prefix, SMTP_URL: sink.url });
    workers.push(worker);
    await worker.waitForOutput(/"msg":"consuming queue"/);
    return worker;
  };
  const enqueueBatch = async (label: string, count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const { mailId } = await enqueueMail(testApp.deps, {
        kind: "signup_code",
        to: `${label}-${i}@example.com`,
        data: { code: String(100000 + i) },
      });
      ids.push(mailId);
    }
    return ids;
  };
  const rowsWithStatus = (ids: string[], status: "sent" | "queued") =>
    testApp.deps.db.mailLog.count({ where: { id: { in: ids }, status } });
  /**
   * This batch's jobs still active. The SIGKILL test can leave jobs of its own batch active (a killed
   * worker's, sent and marked but not yet found stalled by the next worker) in the shared queue.
   */
  const activeOf = async (ids: string[]) => {
    const batch = new Set(ids);
    const active: Job<MailJobData>[] = await testApp.deps.mailQueue.getActive();
    return active.filter((job) => batch.has(job.data.mailId)).length;
  };
  const received = (ids: string[]) => {
    const wanted = new Set(ids.map((id) => `<${id}@rft.example>`));
    const arrived = sink.messageIds.filter((id) => wanted.has(id));
    return { total: arrived.length, unique: new Set(arrived).size };
  };

  beforeAll(async () => {
    sink = await startSmtpSink({ parse: false });
    testApp = await createTestApp({ QUEUE_PREFIX: prefix });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop("SIGKILL")));
  });
  afterAll(async () => {
    await testApp.deps.mailQueue.obliterate({ force: true });
    await testApp.close();
    await sink.close();
  });

  it("SIGKILL: every mail arrives, every row ends sent, duplicates at most the mails in flight", { timeout: 120_000 }, async () => {
    const ids = await enqueueBatch(`kill-${uniqueSuffix()}`, 500);
    const first = await startWorker();
    await sink.waitForCount(received(ids).total + 250, 60_000);
    await first.stop("SIGKILL");
    // The dead worker's jobs stay active until a live worker finds their locks expired.
    const inFlight = await testApp.deps.mailQueue.getActiveCount();
    const arrivedAtKill = received(ids).total;

    await startWorker();
    await expect.poll(() => rowsWithStatus(ids, "sent"), { timeout: 60_000, interval: 250 }).toBe(500);
    const { total, unique } = received(ids);
    const duplicates = total - unique;
    console.log(`SIGKILL after ${arrivedAtKill} of 500 mails: ${inFlight} mails in flight at the kill, ${duplicates} duplicate(s)`);
    expect(unique).toBe(500);
    expect(duplicates).toBeLessThanOrEqual(inFlight);
  });

  it("SIGTERM: the mails in flight finish, the worker exits 0, a new one sends the rest once", { timeout: 120_000 }, async () => {
    const ids = await enqueueBatch(`term-${uniqueSuffix()}`, 300);
    const first = await startWorker();
    await sink.waitForCount(sink.messageIds.length + 50, 60_000);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output()).toMatch(/"signal":"SIGTERM","msg":"finishing the mails in flight"/);

    // Nothing was left half done: no job active, and what was sent is exactly what is marked sent.
    expect(await activeOf(ids)).toBe(0);
    const sentAtStop = await rowsWithStatus(ids, "sent");
    expect(received(ids)).toEqual({ total: sentAtStop, unique: sentAtStop });
    expect(await rowsWithStatus(ids, "queued")).toBe(300 - sentAtStop);
    console.log(`SIGTERM after ${sentAtStop} of 300 mails`);

    await startWorker();
    await expect.poll(() => rowsWithStatus(ids, "sent"), { timeout: 60_000, interval: 250 }).toBe(300);
    expect(received(ids)).toEqual({ total: 300, unique: 300 });
  });
});
