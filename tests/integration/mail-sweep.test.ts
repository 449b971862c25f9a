// No accepted mail is lost when Redis loses its data: the worker's sweeper queues a mail again
// from the sealed payload its mail_log row keeps, exactly once; it gives up on expired codes and
// on rows without a payload; /health counts stuck and failed mails. On a database of its own,
// since a sweeper reads the whole mail_log table.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { GIVE_UP_REASONS, sweepMails } from "../../src/worker/mail-sweep.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startWorkerProcess, type WorkerProcess } from "../helpers/mail-worker-process.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";
import { createTestDatabase, dropTestDatabase } from "../helpers/test-database.js";
import { createTestAppWithOwnRedis, type TestAppWithOwnRedis } from "../helpers/test-app.js";

describe("the mail sweeper", () => {
  let databaseUrl: string;
  let testApp: TestAppWithOwnRedis;
  let sink: SmtpSink;
  let worker: WorkerProcess | undefined;
  const prefix = `${inject("queuePrefix")}-sweep`;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase("sweep");
    testApp = await createTestAppWithOwnRedis({ DATABASE_URL: databaseUrl, QUEUE_PREFIX: prefix });
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await worker?.stop("SIGKILL");
    await testApp.close();
    await sink.close();
    await dropTestDatabase(databaseUrl);
  });

  async function stopWorker(): Promise<void> {
    await worker?.stop("SIGTERM");
    worker = undefined;
  }

  function startSweepingWorker(): WorkerProcess {
    worker = startWorkerProcess(inject("nodeDist"), {
      DATABASE_URL: databaseUrl,
      REDIS_URL: testApp.redis.url,
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
      MAIL_SWEEP_INTERVAL_MS: "500",
      MAIL_SWEEP_AFTER_MS: "200",
    });
    return worker;
  }

  const sendContactMessages = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const email = `visitor-${uniqueSuffix()}@example.com`;
        const { mailId } = await enqueueMail(testApp.deps, {
          kind: "contact_message",
          to: "hello@rft.example",
          data: { name: `Visitor ${i}`, email, subject: "Support", message: `Message ${i}` },
        });
        return mailId;
      }),
    );

  const messageId = (mailId: string) => `<${mailId}@rft.example>`;
  const timesReceived = (mailId: string) => sink.messageIds.filter((id) => id === messageId(mailId)).length;
  const rows = (ids: string[]) =>
    testApp.deps.db.mailLog.findMany({ where: { id: { in: ids } }, select: { status: true, sealedPayload: true, lastError: true } });
  const backdate = (ids: string[], interval: string) =>
    testApp.deps.db.$executeRawUnsafe(
      `UPDATE mail_log SET created_at = created_at - interval '${interval}' WHERE id = ANY($1::uuid[])`,
      ids,
    );
  const health = async () =>
    (await testApp.app.inject({ method: "GET", url: "/health" })).json<{ mail: { stuck: number; failed: number } }>().mail;

  it("sends every accepted mail exactly once after Redis lost all of them", { timeout: 60_000 }, async () => {
    const ids = await sendContactMessages(50);
    const stored = await rows(ids);
    // The row keeps the job's sealed payload, never the plain text.
    for (const row of stored) {
      expect(row.sealedPayload).toMatch(/^v1\./);
      expect(row.sealedPayload).not.toContain("Visitor");
    }

    await testApp.deps.redis.flushall();
    const worker = startSweepingWorker();
    await sink.waitForCount(50, 30_000);
    await expect.poll(async () => (await rows(ids)).every((row) => row.status === "sent" && row.sealedPayload === null)).toBe(true);
    expect(ids.map(timesReceived)).toEqual(ids.map(() => 1));
    expect(sink.messageIds).toHaveLength(50);

    const requeued = [...worker.output().matchAll(/"requeued":(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(requeued).toBe(50);
    // The test's Redis runs without persistence: the worker says so at start.
    await worker.waitForOutput(/Redis does not persist its data/);
    await stopWorker();
  });

  it("does not queue again a mail whose job still waits in Redis", { timeout: 60_000 }, async () => {
    const ids = await sendContactMessages(20);
    await backdate(ids, "5 minutes");
    const { mailQueue, db, redis } = testApp.deps;
    expect(await mailQueue.getWaitingCount()).toBe(20);

    const result = await sweepMails({ db, queue: mailQueue, redis }, 200, undefined);
    expect(result.requeued).toEqual([]);
    expect(await mailQueue.getWaitingCount()).toBe(20);

    const before = sink.messageIds.length;
    startSweepingWorker();
    await sink.waitForCount(before + 20, 30_000);
    await expect.poll(async () => (await rows(ids)).every((row) => row.status === "sent")).toBe(true);
    // Sweeps keep running while the mails are sent; none adds a second job.
    expect(ids.map(timesReceived)).toEqual(ids.map(() => 1));
    expect(sink.messageIds).toHaveLength(before + 20);
    await stopWorker();
  });

  it("gives up on a code that expired and on a row without a payload, and sends neither", { timeout: 60_000 }, async () => {
    const { mailQueue, db, redis } = testApp.deps;
    const { mailId: codeId } = await enqueueMail(testApp.deps, {
      kind: "signup_code",
      to: `code-${uniqueSuffix()}@example.com`,
      data: { code: "424242" },
    });
    await backdate([codeId], "11 minutes");
    // A row from before payloads were kept: no sealed payload, accepted 5 minutes ago (the app's clock).
    const legacyId = (
      await db.mailLog.create({
        data: { kind: "contact_message", recipient: "hello@rft.example", createdAt: new Date(Date.now() - 5 * 60_000) },
      })
    ).id;

    await sweepMails({ db, queue: mailQueue, redis }, 200, undefined);
    expect(await db.mailLog.findUnique({ where: { id: codeId }, select: { status: true, lastError: true, sealedPayload: true } })).toEqual({
      status: "failed",
      lastError: GIVE_UP_REASONS.expired,
      sealedPayload: null,
    });
    expect(await db.mailLog.findUnique({ where: { id: legacyId }, select: { status: true, lastError: true } })).toEqual({
      status: "failed",
      lastError: GIVE_UP_REASONS.noPayload,
    });

    // The expired code's job still waits in Redis: the worker skips it rather than send it late.
    const worker = startSweepingWorker();
    await worker.waitForOutput(new RegExp(`"mailId":"${codeId}".*"msg":"mail skipped`));
    expect(timesReceived(codeId)).toBe(0);
    expect(timesReceived(legacyId)).toBe(0);
    expect(await db.mailLog.findUnique({ where: { id: codeId }, select: { status: true } })).toEqual({ status: "failed" });
    await stopWorker();
  });

  it("reports stuck and failed mails on /health until the sweeper has dealt with them", { timeout: 60_000 }, async () => {
    const start = await health();
    expect(start.stuck).toBe(0);

    const ids = await sendContactMessages(3);
    await testApp.deps.redis.flushall();
    // Accepted just now: not stuck yet.
    expect(await health()).toEqual(start);
    await backdate(ids, "5 minutes");
    expect(await health()).toEqual({ stuck: 3, failed: start.failed });

    const legacy = await testApp.deps.db.mailLog.create({
      data: { kind: "application_received", recipient: "someone@example.com", createdAt: new Date(Date.now() - 5 * 60_000) },
    });
    expect(await health()).toEqual({ stuck: 4, failed: start.failed });

    startSweepingWorker();
    // The worker process has to start first (10 s and more on a loaded machine).
    await expect.poll(health, { timeout: 30_000 }).toEqual({ stuck: 0, failed: start.failed + 1 });
    expect(ids.map(timesReceived)).toEqual(ids.map(() => 1));
    await stopWorker();

    // Failed mails are counted for a day.
    await backdate([legacy.id], "25 hours");
    expect(await health()).toEqual({ stuck: 0, failed: start.failed });
  });

  it("keeps sweeping in a running worker after Redis restarts empty", { timeout: 60_000 }, async () => {
    const worker = startSweepingWorker();
    await worker.waitForOutput(/"msg":"consuming queue"/);
    // Paused, so the jobs wait in Redis when it restarts without them (the pause goes with them).
    await testApp.deps.mailQueue.pause();
    const ids = await sendContactMessages(5);
    await testApp.redis.stop();
    await testApp.redis.start();
    await expect.poll(async () => (await rows(ids)).every((row) => row.status === "sent"), { timeout: 20_000 }).toBe(true);
    expect(ids.map(timesReceived)).toEqual(ids.map(() => 1));
    await stopWorker();
  });
});
