// The mail outbox (src/infra/mail/outbox.ts): a mail's row carries the app's clock, not the
// database's; its one job carries the row's sealed payload, its id and the queue's retry rules; the
// sweeper and /health age rows by the app's clock; HR's claim of a failed row is part of the
// caller's transaction. On a database and a queue prefix of its own, so the counts are exact and no
// other file's worker takes the jobs.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { MAIL_JOB_OPTIONS, mailJobId } from "../../src/infra/mail/mail-queue.js";
import { claimFailedMail, findStuckMails } from "../../src/infra/mail/outbox-rows.js";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { countMailBacklog } from "../../src/server/services/health/mail-backlog.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { createTestDatabase, dropTestDatabase } from "../helpers/test-database.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

describe("the mail outbox", () => {
  let databaseUrl: string;
  let testApp: TestApp;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase("outbox");
    testApp = await createTestApp({ DATABASE_URL: databaseUrl, QUEUE_PREFIX: `${inject("queuePrefix")}-outbox` });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await testApp.deps.mailQueue.obliterate({ force: true });
    await testApp.close();
    await dropTestDatabase(databaseUrl);
  });

  const db = () => testApp.deps.db;
  const setClock = (instant: Date | number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(instant);
  };
  const contactMail = () =>
    enqueueMail(testApp.deps, {
      kind: "contact_message",
      to: "hello@rft.example",
      data: { name: "Visitor", email: `visitor-${uniqueSuffix()}@example.com`, subject: "Support", message: "Hello" },
    });

  it("stamps the row with the app's clock and adds the mail's one job, carrying the row's sealed payload", async () => {
    const accepted = new Date("2031-05-06T07:08:09.123Z");
    setClock(accepted);
    const { mailId } = await contactMail();

    const row = await db().mailLog.findUniqueOrThrow({ where: { id: mailId } });
    expect(row).toMatchObject({ status: "queued", createdAt: accepted, updatedAt: accepted });
    const job = await testApp.deps.mailQueue.getJob(mailJobId(mailId));
    expect(job?.name).toBe("contact_message");
    expect(job?.data).toEqual({ mailId, kind: "contact_message", sealed: row.sealedPayload });
    expect(job?.opts).toMatchObject({ ...MAIL_JOB_OPTIONS, jobId: mailJobId(mailId) });
  });

  it("ages queued rows by the app's clock, for the sweeper and for /health", async () => {
    const start = await countMailBacklog(db(), 60_000);
    const { mailId } = await contactMail();
    const stuckIds = async () => (await findStuckMails(db(), 60_000, undefined, 500)).map((mail) => mail.id);
    expect(await stuckIds()).not.toContain(mailId);
    expect(await countMailBacklog(db(), 60_000)).toEqual(start);

    // Two minutes later by the app's clock: the database's own clock has not moved.
    setClock(Date.now() + 120_000);
    const [stuck] = (await findStuckMails(db(), 60_000, undefined, 500)).filter((mail) => mail.id === mailId);
    expect(stuck?.ageMs).toBeGreaterThanOrEqual(120_000);
    expect(stuck?.ageMs).toBeLessThan(180_000);
    expect(await countMailBacklog(db(), 60_000)).toEqual({ ...start, stuck: start.stuck + 1 });
  });

  it("claims a failed row only inside the caller's transaction", async () => {
    const { mailId } = await contactMail();
    await db().mailLog.update({ where: { id: mailId }, data: { status: "failed" } });

    // A transaction that fails after the claim leaves the row failed.
    const rollback = new Error("rolled back");
    await expect(
      db().$transaction(async (tx) => {
        expect(await claimFailedMail(tx, mailId)).toMatchObject({ id: mailId, kind: "contact_message" });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await db().mailLog.findUniqueOrThrow({ where: { id: mailId } })).toMatchObject({ status: "failed" });

    // Committed, the row is queued; a second claim finds nothing to claim.
    const claimed = await db().$transaction((tx) => claimFailedMail(tx, mailId));
    expect(claimed).toMatchObject({ id: mailId, sealedPayload: expect.stringMatching(/^v1\./) });
    expect(await db().mailLog.findUniqueOrThrow({ where: { id: mailId } })).toMatchObject({ status: "queued" });
    expect(await db().$transaction((tx) => claimFailedMail(tx, mailId))).toBeUndefined();
  });
});
