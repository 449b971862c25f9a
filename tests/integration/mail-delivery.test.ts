// Delivery rules of the mail pipeline: the mail-log row's life, payloads sealed in Redis,
// idempotent requests, retries with backoff, permanent refusals, and redelivered jobs skipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_JOB_OPTIONS, mailJobId } from "../../src/infra/mail/mail-queue.js";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";

describe("mail delivery", () => {
  let pipeline: MailPipeline;
  const address = (label: string) => `${label}-${uniqueSuffix()}@example.com`;
  const row = (id: string) => pipeline.testApp.deps.db.mailLog.findUnique({ where: { id } });
  const job = (mailId: string) => pipeline.testApp.deps.mailQueue.getJob(mailJobId(mailId));

  beforeAll(async () => {
    pipeline = await startMailPipeline("delivery", {
      refuseRecipient: (to) => (to.startsWith("nobody-") ? { code: 550, message: "5.1.1 No such user" } : undefined),
    });
  });
  afterAll(async () => {
    await pipeline.close();
  });

  it("writes a queued row on enqueue and the worker marks it sent", async () => {
    const to = address("row");
    const { mailId } = await enqueueMail(pipeline.testApp.deps, { kind: "signup_code", to, data: { code: "111222" } });
    expect(await row(mailId)).toMatchObject({ kind: "signup_code", recipient: to });
    await pipeline.sink.waitForMail((m) => m.messageId === `<${mailId}@rft.example>`);
    await expect.poll(() => row(mailId)).toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: expect.any(Date) });
    // BullMQ stores the return value when it completes the job, just after the row is marked.
    await expect.poll(async () => (await job(mailId))?.returnvalue).toBe("sent");
  });

  it("keeps the code and the recipient out of Redis in clear, and sets the job's retry rules", async () => {
    const to = address("sealed");
    const { mailId } = await enqueueMail(pipeline.testApp.deps, { kind: "reset_code", to, data: { code: "987650", audience: "employer" } });
    const { redis, mailQueue } = pipeline.testApp.deps;
    const stored = JSON.stringify(await redis.hgetall(mailQueue.toKey(mailJobId(mailId))));
    expect(stored).toContain(mailId);
    expect(stored).not.toContain("987650");
    expect(stored).not.toContain(to);
    const added = await job(mailId);
    expect(added?.data).toEqual({ mailId, kind: "reset_code", sealed: expect.stringMatching(/^v1\./) });
    expect(added?.opts).toMatchObject({
      attempts: 5,
      backoff: { type: "exponential", delay: 1000, jitter: 0.5 },
      removeOnComplete: MAIL_JOB_OPTIONS.removeOnComplete,
      removeOnFail: MAIL_JOB_OPTIONS.removeOnFail,
    });
    const mail = await pipeline.sink.waitForMail((m) => m.messageId === `<${mailId}@rft.example>`);
    expect(mail.text).toContain("987650");
  });

  it("turns the same idempotency key into one mail", async () => {
    const request = {
      kind: "application_received",
      to: address("once"),
      data: { name: "Asha", jobTitle: "Designer" },
      idempotencyKey: `apply-${uniqueSuffix()}`,
    } as const;
    // Two at once (they share one INSERT) and one later.
    const [first, concurrent] = await Promise.all([
      enqueueMail(pipeline.testApp.deps, request),
      enqueueMail(pipeline.testApp.deps, request),
    ]);
    const second = await enqueueMail(pipeline.testApp.deps, request);
    expect(concurrent.mailId).toBe(first.mailId);
    expect(second.mailId).toBe(first.mailId);
    expect(await pipeline.testApp.deps.db.mailLog.count({ where: { idempotencyKey: request.idempotencyKey } })).toBe(1);
    await pipeline.sink.waitForMail((m) => m.messageId === `<${first.mailId}@rft.example>`);
  });

  it("refuses an invalid recipient or payload with a 400 and writes nothing", async () => {
    const before = await pipeline.testApp.deps.db.mailLog.count();
    await expect(
      enqueueMail(pipeline.testApp.deps, { kind: "signup_code", to: "not-an-address", data: { code: "123456" } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Please enter a valid email address.",
    });
    await expect(
      enqueueMail(pipeline.testApp.deps, { kind: "signup_code", to: address("bad"), data: { code: "12" } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^Invalid signup_code mail: code: /),
    });
    expect(await pipeline.testApp.deps.db.mailLog.count()).toBe(before);
  });

  it("stops at once on a permanent refusal (550) and marks the row failed", async () => {
    const { mailId } = await enqueueMail(pipeline.testApp.deps, { kind: "signup_code", to: address("nobody"), data: { code: "333444" } });
    await expect
      .poll(() => row(mailId), { timeout: 10_000 })
      .toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("550") });
    const failed = await job(mailId);
    expect(await failed?.getState()).toBe("failed");
    expect(failed?.attemptsMade).toBe(1);
  });

  it("retries a passing refusal (451) with backoff and then sends", async () => {
    pipeline.sink.refuseNextData(1, { code: 451, message: "4.3.0 Try again later" });
    const { mailId } = await enqueueMail(pipeline.testApp.deps, { kind: "signup_code", to: address("retry"), data: { code: "555666" } });
    await pipeline.sink.waitForMail((m) => m.messageId === `<${mailId}@rft.example>`, 10_000);
    await expect.poll(() => row(mailId)).toMatchObject({ status: "sent", attempts: 2, lastError: expect.stringContaining("451") });
    const retried = await job(mailId);
    expect(retried?.attemptsMade).toBe(2);
    // The first retry waits 1 s minus up to half of it (jitter).
    expect((retried?.finishedOn ?? 0) - (retried?.timestamp ?? 0)).toBeGreaterThanOrEqual(500);
  });

  it("skips a redelivered job whose mail was already sent", async () => {
    const { mailId } = await enqueueMail(pipeline.testApp.deps, {
      kind: "signup_code",
      to: address("redelivered"),
      data: { code: "777888" },
    });
    await expect.poll(() => row(mailId)).toMatchObject({ status: "sent" });
    const original = await job(mailId);
    const again = await pipeline.testApp.deps.mailQueue.add("signup_code", original?.data, { jobId: `${mailJobId(mailId)}-again` });
    await expect.poll(async () => (await pipeline.testApp.deps.mailQueue.getJob(again.id ?? ""))?.returnvalue).toBe("skipped");
    expect(pipeline.sink.messageIds.filter((id) => id === `<${mailId}@rft.example>`)).toHaveLength(1);
    expect(await row(mailId)).toMatchObject({ attempts: 1 });
  });

  it("fails a job whose sealed payload was altered, without retrying", async () => {
    const { mailId } = await enqueueMail(pipeline.testApp.deps, { kind: "signup_code", to: address("tampered"), data: { code: "121212" } });
    await expect.poll(() => row(mailId)).toMatchObject({ status: "sent" });
    const original = await job(mailId);
    const other = await enqueueMail(pipeline.testApp.deps, { kind: "signup_code", to: address("victim"), data: { code: "343434" } });
    await expect.poll(() => row(other.mailId)).toMatchObject({ status: "sent" });
    await pipeline.testApp.deps.db.mailLog.update({ where: { id: other.mailId }, data: { status: "queued" } });
    // The first mail's sealed payload replayed for the second row: it only opens for its own mail id.
    const replayed = await pipeline.testApp.deps.mailQueue.add(
      "signup_code",
      { ...original?.data, mailId: other.mailId },
      { jobId: `replay-${other.mailId}` },
    );
    await expect
      .poll(async () => (await pipeline.testApp.deps.mailQueue.getJob(replayed.id ?? ""))?.failedReason)
      .toMatch(/^Cannot prepare the mail/);
    expect(await row(other.mailId)).toMatchObject({ status: "failed", lastError: expect.stringMatching(/^Cannot prepare the mail/) });
  });
});
