// Redis stopped: enqueueMail fails within its Redis budget (700 ms) with the clear 503 message and
// leaves no mail-log row; Redis back: the same worker process (never restarted) picks up and sends the next mail.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { whenRedisReady } from "../../src/infra/redis.js";
import { isAppError } from "../../src/infra/errors.js";
import { REDIS_BUDGET_MS } from "../../src/infra/mail/outbox.js";
import { enqueueMail, type MailDeps } from "../../src/server/mail/enqueue-mail.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startWorkerProcess, type WorkerProcess } from "../helpers/mail-worker-process.js";
import { startOwnRedis, type OwnRedis } from "../helpers/redis-server.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * On top of the budget: its timer fires late on a loaded two-core machine. A web server started during
 * the outage took 701 ms here with the CPU busy, so the old bound of 1 s left CI's slower runs 300 ms.
 */
const TIMER_SLACK_MS = 800;

describe("a Redis outage", () => {
  let redis: OwnRedis;
  let sink: SmtpSink;
  let testApp: TestApp;
  let worker: WorkerProcess;
  const prefix = `${inject("queuePrefix")}-outage`;

  const sendCode = (deps: MailDeps) =>
    enqueueMail(deps, { kind: "signup_code", to: `outage-${uniqueSuffix()}@example.com`, data: { code: "909090" } });

  /** Runs an enqueue that must fail; returns how long the failure took. */
  async function failingEnqueue(deps: MailDeps): Promise<number> {
    const started = performance.now();
    const error = await sendCode(deps).then(
      () => undefined,
      (e: unknown) => e,
    );
    const elapsed = performance.now() - started;
    expect(isAppError(error) && { code: error.code, status: error.status, message: error.message }).toEqual({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
      message: MAIL_SERVICE_UNAVAILABLE,
    });
    return elapsed;
  }

  beforeAll(async () => {
    redis = await startOwnRedis();
    sink = await startSmtpSink();
    testApp = await createTestApp({ REDIS_URL: redis.url, QUEUE_PREFIX: prefix });
    worker = startWorkerProcess(inject("nodeDist"), { REDIS_URL: redis.url, QUEUE_PREFIX: prefix, SMTP_URL: sink.url });
    await worker.waitForOutput(/"msg":"consuming queue"/);
  });
  afterAll(async () => {
    await worker.stop("SIGKILL");
    await testApp.close();
    await redis.stop();
    await sink.close();
  });

  it("fails fast with a clear 503 while Redis is down, writes nothing, and recovers by itself", { timeout: 60_000 }, async () => {
    const before = await sendCode(testApp.deps);
    await sink.waitForMail((m) => m.messageId === `<${before.mailId}@rft.example>`);
    const rowsBefore = await testApp.deps.db.mailLog.count();

    await redis.stop();
    const failures = [await failingEnqueue(testApp.deps), await failingEnqueue(testApp.deps)];
    // A web server that starts while Redis is already down fails just as fast.
    const startedDuringOutage = await createTestApp({ REDIS_URL: redis.url, QUEUE_PREFIX: prefix });
    try {
      failures.push(await failingEnqueue(startedDuringOutage.deps));
    } finally {
      await startedDuringOutage.close();
    }
    console.log(`enqueue with Redis down failed in ${failures.map((ms) => `${ms.toFixed(0)} ms`).join(", ")}`);
    for (const ms of failures) expect(ms).toBeLessThan(REDIS_BUDGET_MS + TIMER_SLACK_MS);
    expect(await testApp.deps.db.mailLog.count()).toBe(rowsBefore);

    await redis.start();
    await whenRedisReady(testApp.deps.redis, 10_000);
    const after = await sendCode(testApp.deps);
    const mail = await sink.waitForMail((m) => m.messageId === `<${after.mailId}@rft.example>`, 30_000);
    expect(mail.text).toContain("909090");
    expect(worker.child.exitCode).toBeNull();
    await worker.waitForOutput(/"msg":"connected to Redis again"/);
    await expect.poll(() => testApp.deps.db.mailLog.findUnique({ where: { id: after.mailId } })).toMatchObject({ status: "sent" });
  });
});
