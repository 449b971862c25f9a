// The retention job: erases exactly the rows kept longer than RETENTION_DAYS (rejected and
// withdrawn job applications counted from the decision or withdrawal, enquiries and contact
// messages from when they were sent) with their files, and leaves everything else as it was,
// in-progress applications whatever their age, and decided ones whose candidate consented to be
// kept for future openings until that consent is withdrawn. Run once as a function, once through
// the compiled worker process, which schedules it daily and shows its result on the queue dashboard.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { QueueEvents } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../src/infra/db/client.js";
import { ERASED_NAME } from "../../src/infra/privacy/erase-rows.js";
import {
  createRetentionQueue,
  RETENTION_PATTERN,
  RETENTION_QUEUE_NAME,
  RETENTION_SCHEDULER_ID,
} from "../../src/infra/privacy/retention-queue.js";
import { createWorkerRedis } from "../../src/infra/redis.js";
import { recordConsents } from "../../src/server/services/consents/record-consents.js";
import { withdrawConsent } from "../../src/server/services/consents/withdraw-consent.js";
import { processRetention, type RetentionResult } from "../../src/worker/processors/retention.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startWorkerProcess } from "../helpers/mail-worker-process.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

// About 27 years: no other test file has rows that old, so what a run erases is exactly this file's.
const RETENTION_DAYS = 10_000;
const DAY_MS = 24 * 3600 * 1000;

describe("retention", () => {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-uploads-"));
  const prefix = `${inject("queuePrefix")}-retention-${uniqueSuffix()}`;
  let testApp: TestApp;
  const db = () => testApp.deps.db;

  beforeAll(async () => {
    testApp = await createTestApp({ UPLOAD_DIR: uploadDir, QUEUE_PREFIX: prefix });
  });
  afterAll(async () => {
    await testApp.deps.retentionQueue.obliterate({ force: true });
    await testApp.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const storedPdf = () => {
    const name = `${uniqueSuffix()}-resume.pdf`;
    fs.writeFileSync(path.join(uploadDir, name), tinyPdf());
    return name;
  };
  const isStored = (name: string) => fs.existsSync(path.join(uploadDir, name));

  /** Rows on both sides of the limit as of `now`; `erased` are the ones a run must erase. */
  async function seedRows(database: Db, now: Date) {
    const past = new Date(now.getTime() - (RETENTION_DAYS + 2) * DAY_MS);
    const inside = new Date(now.getTime() - (RETENTION_DAYS - 2) * DAY_MS);
    const ancient = new Date(now.getTime() - 3 * RETENTION_DAYS * DAY_MS);
    const application = (overrides: Parameters<typeof createApplication>[1]) =>
      createApplication(database, { createdAt: ancient, resumePath: storedPdf(), ...overrides });
    const rejectedAt = async (row: { id: number }, at: Date) => {
      await database.roundChange.create({
        data: { applicationId: row.id, fromRound: "round_1", toRound: "round_1", status: "rejected", createdAt: at },
      });
    };

    const withdrawnLongAgo = await application({ withdrawnAt: past, academicDocsPath: storedPdf() });
    const withdrawnLately = await application({ withdrawnAt: inside });
    const rejectedLongAgo = await application({ round: "round_1", roundStatus: "rejected" });
    await rejectedAt(rejectedLongAgo, past);
    const rejectedLately = await application({ round: "round_1", roundStatus: "rejected" });
    await rejectedAt(rejectedLately, inside);
    // No round change (set directly): the last update is the decision.
    const rejectedUnrecorded = await application({ roundStatus: "rejected" });
    const inProgress = await application({ round: "round_2" });
    const accepted = await application({ round: "hr_round", roundStatus: "cleared" });
    await database.application.updateMany({
      where: { id: { in: [rejectedUnrecorded.id, inProgress.id, accepted.id] } },
      data: { updatedAt: past },
    });
    const enquiryLongAgo = await createEnquiry(database, { createdAt: past, resumePath: storedPdf() });
    const enquiryLately = await createEnquiry(database, { createdAt: inside, resumePath: storedPdf() });
    const message = (createdAt: Date) =>
      database.contactMessage.create({
        data: {
          name: "Ravi Old",
          email: `ravi.${uniqueSuffix()}@example.com`,
          phoneNumber: "9876501234",
          subject: "Support",
          message: "Hello",
          createdAt,
        },
      });
    const [messageLongAgo, messageLately] = await Promise.all([message(past), message(inside)]);

    // As stored now (updated_at moved back above).
    const stored = (rows: { id: number }[]) =>
      Promise.all(rows.map((row) => database.application.findUniqueOrThrow({ where: { id: row.id } })));
    return {
      erased: {
        applications: await stored([withdrawnLongAgo, rejectedLongAgo, rejectedUnrecorded, enquiryLongAgo]),
        messages: [messageLongAgo],
      },
      kept: {
        applications: await stored([withdrawnLately, rejectedLately, inProgress, accepted, enquiryLately]),
        messages: [messageLately],
      },
    };
  }
  type Seeded = Awaited<ReturnType<typeof seedRows>>;

  async function expectOnlyExpiredErased(seeded: Seeded) {
    for (const before of seeded.kept.applications) {
      expect(await db().application.findUniqueOrThrow({ where: { id: before.id } })).toEqual(before);
      expect(isStored(before.resumePath)).toBe(true);
    }
    for (const before of seeded.kept.messages)
      expect(await db().contactMessage.findUniqueOrThrow({ where: { id: before.id } })).toEqual(before);

    for (const before of seeded.erased.applications) {
      const after = await db().application.findUniqueOrThrow({ where: { id: before.id } });
      expect(after).toMatchObject({
        source: before.source,
        department: before.department,
        round: before.round,
        roundStatus: before.roundStatus,
        withdrawnAt: before.withdrawnAt,
        createdAt: before.createdAt,
        fullName: ERASED_NAME,
        email: "",
        mobileNumber: "",
        resumePath: "",
        academicDocsPath: null,
        erasedAt: expect.any(Date),
      });
      expect(JSON.stringify(after)).not.toContain(before.email);
      for (const name of [before.resumePath, before.academicDocsPath]) if (name) expect(isStored(name)).toBe(false);
    }
    for (const before of seeded.erased.messages) {
      expect(await db().contactMessage.findUniqueOrThrow({ where: { id: before.id } })).toEqual({
        ...before,
        name: ERASED_NAME,
        email: "",
        phoneNumber: null,
        message: "",
        erasedAt: expect.any(Date),
      });
    }
  }

  it("erases exactly the rows past the limit, with their files, and skips them on the next run", async () => {
    const now = new Date();
    const seeded = await seedRows(db(), now);
    const deps = { db: db(), storage: testApp.deps.storage, retentionDays: RETENTION_DAYS };

    const result = await processRetention(deps, now);
    expect(result).toMatchObject({
      cutoff: new Date(now.getTime() - RETENTION_DAYS * DAY_MS).toISOString(),
      applications: 3,
      enquiries: 1,
      contactMessages: 1,
    });
    // Four resumes and one academic document (other files' erased rows could add theirs).
    expect(result.files).toBeGreaterThanOrEqual(5);
    await expectOnlyExpiredErased(seeded);

    expect(await processRetention(deps, now)).toMatchObject({ applications: 0, enquiries: 0, contactMessages: 0 });
  });

  it("removes the files a failed removal left on erased rows", async () => {
    const name = storedPdf();
    const row = await createApplication(db(), { resumePath: name, fullName: ERASED_NAME, email: "", erasedAt: new Date() });
    await processRetention({ db: db(), storage: testApp.deps.storage, retentionDays: RETENTION_DAYS });
    expect(isStored(name)).toBe(false);
    expect(await db().application.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ resumePath: "", academicDocsPath: null });
  });

  it("keeps a decided application whose candidate consented to future openings until the consent is withdrawn", async () => {
    const now = new Date();
    const past = new Date(now.getTime() - (RETENTION_DAYS + 2) * DAY_MS);
    const ancient = new Date(now.getTime() - 3 * RETENTION_DAYS * DAY_MS);
    const [keeping, declining] = await Promise.all([createUser(db()), createUser(db())]);
    const decided = async (user: { id: number; email: string }, futureOpenings: boolean) => {
      const row = await createApplication(db(), {
        userId: user.id,
        email: user.email,
        createdAt: ancient,
        round: "round_1",
        roundStatus: "rejected",
        resumePath: storedPdf(),
      });
      await db().roundChange.create({
        data: { applicationId: row.id, fromRound: "round_1", toRound: "round_1", status: "rejected", createdAt: past },
      });
      await db().$transaction((tx) => recordConsents(tx, row.id, { userId: user.id, sessionId: null, futureOpenings }));
      return row;
    };
    const kept = await decided(keeping, true);
    const erased = await decided(declining, false);
    const isErased = async (row: { id: number; resumePath: string }) => {
      const after = await db().application.findUniqueOrThrow({ where: { id: row.id } });
      return after.erasedAt !== null && after.email === "" && !isStored(row.resumePath);
    };
    const deps = { db: db(), storage: testApp.deps.storage, retentionDays: RETENTION_DAYS };

    expect(await processRetention(deps, now)).toMatchObject({ applications: 1 });
    expect(await isErased(erased)).toBe(true);
    expect(await isErased(kept)).toBe(false);
    expect(await db().application.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({ email: keeping.email, erasedAt: null });

    // Withdrawn: counted from the decision again, which is past the cutoff, so the next run erases it.
    const { role, name, email, id } = keeping;
    expect((await withdrawConsent(db(), { id, name, email, role }, "future_openings")).withdrawn).toBe(1);
    expect(await processRetention(deps, now)).toMatchObject({ applications: 1 });
    expect(await isErased(kept)).toBe(true);
    // The consent rows stay: they are the record of what was agreed and withdrawn.
    expect(await db().consent.count({ where: { applicationId: { in: [kept.id, erased.id] } } })).toBe(4);
  });

  it("runs in the worker process: scheduled daily at start, its result on the dashboard, closed on SIGTERM", async () => {
    const worker = startWorkerProcess(inject("nodeDist"), {
      QUEUE_PREFIX: prefix,
      UPLOAD_DIR: uploadDir,
      RETENTION_DAYS: String(RETENTION_DAYS),
    });
    const connection = createWorkerRedis(testApp.deps.env.REDIS_URL);
    const queue = createRetentionQueue(connection, prefix);
    const events = new QueueEvents(RETENTION_QUEUE_NAME, { connection: connection.duplicate(), prefix });
    try {
      await worker.waitForOutput(/retention scheduled daily/);
      expect(await queue.getJobSchedulers()).toEqual([
        expect.objectContaining({ key: RETENTION_SCHEDULER_ID, pattern: RETENTION_PATTERN, tz: "UTC" }),
      ]);

      const seeded = await seedRows(db(), new Date());
      await events.waitUntilReady();
      // What the scheduler adds at 03:00, added now.
      const job = await queue.add("run-now", {});
      const result = (await job.waitUntilFinished(events, 20_000)) as RetentionResult;
      expect(result).toMatchObject({ applications: 3, enquiries: 1, contactMessages: 1 });
      await expectOnlyExpiredErased(seeded);

      const hr = await createUser(db(), { role: "hr" });
      const dashboard = await testApp.app.inject({
        method: "GET",
        url: `/admin/queues/api/queues?activeQueue=${RETENTION_QUEUE_NAME}&status=completed`,
        headers: { authorization: `Bearer ${await tokenFor(hr)}` },
      });
      expect(dashboard.statusCode).toBe(200);
      const shown = (dashboard.json() as { queues: { name: string; jobs: { id: string; returnValue: unknown }[] }[] }).queues.find(
        (q) => q.name === RETENTION_QUEUE_NAME,
      );
      expect(shown?.jobs.find((shownJob) => shownJob.id === job.id)?.returnValue).toEqual(result);

      expect(await worker.stop("SIGTERM")).toBe(0);
    } finally {
      await worker.stop("SIGKILL");
      await events.close();
      await queue.close();
      await connection.quit();
    }
  });
});
