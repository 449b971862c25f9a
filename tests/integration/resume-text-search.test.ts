// The resume's text in HR search (issue #31): a submitted application's resume is read by the
// resume-text worker (started in-process on a queue prefix of this file's own, jobs awaited through
// QueueEvents), HR finds the applicant by a word only the PDF holds, with a snippet around it, ranked
// below a direct field match; erasing the person removes the text and the match; an unreadable PDF
// stores nothing and fails once (no retries); the catch-up queues what was missed, once; a Redis that
// is down never fails the submission's enqueue.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { Job, QueueEvents } from "bullmq";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { erasePersonalData } from "../../src/infra/privacy/erase-personal-data.js";
import { createProducerRedis, createWorkerRedis } from "../../src/infra/redis.js";
import {
  createResumeTextQueue,
  enqueueResumeTextAfterCommit,
  RESUME_TEXT_QUEUE_NAME,
  resumeTextJobId,
} from "../../src/infra/resume/resume-text-queue.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from "../../src/shared/hr/search.js";
import { readMyData } from "../../src/server/services/me/my-data-json.js";
import { catchUpResumeTexts } from "../../src/worker/resume-text-catch-up.js";
import { startResumeTextWorker, type ResumeTextWorker } from "../../src/worker/start-resume-text-worker.js";
import { createApplication } from "../helpers/application-factory.js";
import { multipart, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { makeResumePdf } from "../helpers/resume-pdf.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;

/** A made-up word of letters no other row or resume holds. */
function rareWord(): string {
  const letters = uniqueSuffix()
    .replace(/[^0-9a-z]/gi, "")
    .split("")
    .map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26)))
    .join("");
  return `Qx${letters.slice(-9)}`;
}

/** Starts like a PDF and ends like one (so the upload takes it); nothing in between is a PDF. */
const GARBAGE_PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x9f), Buffer.from("\n%%EOF\n")]);

describe("resume text in HR search", () => {
  let testApp: TestApp;
  let connection: Redis;
  let events: QueueEvents;
  let worker: ResumeTextWorker;
  let uploadDir: string;
  let hr: User;
  const db = () => testApp.deps.db;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "resume-text-"));
    const prefix = `${inject("queuePrefix")}-resume-text`;
    testApp = await createTestApp({ QUEUE_PREFIX: prefix, UPLOAD_DIR: uploadDir });
    const { env } = testApp.deps;
    connection = createWorkerRedis(env.REDIS_URL);
    events = new QueueEvents(RESUME_TEXT_QUEUE_NAME, { connection: createWorkerRedis(env.REDIS_URL), prefix });
    await events.waitUntilReady();
    worker = startResumeTextWorker({
      connection,
      prefix,
      queue: testApp.deps.resumeTexts,
      db: testApp.deps.db,
      storage: testApp.deps.storage,
      maxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
      log: pino({ level: "silent" }),
      catchUp: false,
    });
    hr = await createUser(testApp.deps.db, { role: "hr" });
  });

  afterAll(async () => {
    await worker.close();
    await events.close();
    await testApp.deps.resumeTexts.obliterate({ force: true });
    await connection.quit();
    await testApp.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const asAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
  const search = (q: string) => createCallerFactory(appRouter)(createContextInner(testApp.deps, asAuthUser(hr))).hr.search.query({ q });
  const searchRest = async (q: string) => {
    const res = await testApp.app.inject({
      method: "GET",
      url: `/api/hr/search?q=${encodeURIComponent(q)}`,
      headers: { authorization: `Bearer ${await tokenFor(hr)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Awaited<ReturnType<typeof search>>;
  };
  const resumeText = (applicationId: number) => db().applicationResumeText.findUnique({ where: { applicationId } });

  async function apply(resume: Uint8Array | Buffer, fullName = "Kavya Menon"): Promise<number> {
    return (await applyAs(resume, fullName)).id;
  }

  async function applyAs(resume: Uint8Array | Buffer, fullName: string): Promise<{ id: number; userId: number }> {
    const user = await createUser(db());
    const job = await createJob(db(), { jobTitle: "Data Engineer" });
    const { payload, contentType } = await multipart({
      data: { ...validApplicationData({ fullName, email: user.email }), user_id: user.id, jobpost_id: job.id },
      resume: { bytes: Buffer.from(resume) },
    });
    const res = await testApp.app.inject({
      method: "POST",
      url: "/application/upload",
      payload,
      headers: { "content-type": contentType, authorization: `Bearer ${await tokenFor(user)}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { id: number }).id, userId: user.id };
  }

  /** The application's resume-text job once it has finished: its result, or its failure. */
  async function finished(applicationId: number) {
    const job = await Job.fromId(testApp.deps.resumeTexts, resumeTextJobId(applicationId));
    if (!job) throw new Error(`no resume-text job for application ${applicationId}`);
    const outcome = await job.waitUntilFinished(events, 20_000).then(
      (result: unknown) => ({ ok: true as const, result }),
      (error: Error) => ({ ok: false as const, error: error.message }),
    );
    const after = await Job.fromId(testApp.deps.resumeTexts, resumeTextJobId(applicationId));
    return { ...outcome, state: await after?.getState(), attemptsMade: after?.attemptsMade };
  }

  it("finds an applicant by a word only in their resume, with a snippet, below a direct field match", async () => {
    const word = rareWord();
    const pdf = await makeResumePdf({
      fullName: "Kavya Menon",
      email: "kavya.menon@example.com",
      mobile: "9876543210",
      extraLines: [`Built the ${word} freight tracker used by three warehouses in Pune.`],
    });
    const { id, userId } = await applyAs(pdf, "Kavya Menon");
    expect(await finished(id)).toMatchObject({ ok: true, state: "completed" });
    expect((await resumeText(id))?.body).toContain(word);
    // "Download my data" carries it: it is the candidate's data.
    const { data: mine } = await readMyData(testApp.deps, userId);
    expect(mine.applications[0]?.resumeText).toContain(word);

    // The same word as another applicant's skill: a direct field match, listed first.
    const bySkill = await createApplication(db(), { techSkills: [word] });
    const { data } = await search(word.toLowerCase());
    expect(data.map((row) => row.id)).toEqual([bySkill.id, id]);
    expect(data[0]).toMatchObject({ matched: ["skills"] });
    expect(data[0]).not.toHaveProperty("snippet");
    expect(data[1]).toMatchObject({ name: "Kavya Menon", matched: ["resume"] });
    const snippet = data[1]?.snippet ?? "";
    expect(snippet).toContain(`${SNIPPET_MARK_START}${word}${SNIPPET_MARK_END}`);
    expect(snippet).toMatch(/freight tracker/);
    expect(snippet).not.toMatch(/[<>]/);
    expect(await searchRest(word)).toEqual({ data });

    // A prefix as typed in the box finds it too.
    expect((await search(word.slice(0, -2))).data.map((row) => row.id)).toContain(id);
  });

  it("erasing the person removes the text and the match", async () => {
    const word = rareWord();
    const id = await apply(await makeResumePdf({ fullName: "Rohan Das", extraLines: [`Maintainer of ${word} at college.`] }), "Rohan Das");
    expect(await finished(id)).toMatchObject({ ok: true });
    expect((await search(word)).data.map((row) => row.id)).toEqual([id]);

    await erasePersonalData(testApp.deps, { applicationIds: [id] });
    expect(await resumeText(id)).toBeNull();
    expect((await search(word)).data).toEqual([]);
  });

  it("stores nothing for a PDF it cannot read, and fails the job once without retrying", async () => {
    const id = await apply(GARBAGE_PDF, "Nisha Pillai");
    const outcome = await finished(id);
    expect(outcome).toMatchObject({ ok: false, state: "failed", attemptsMade: 1 });
    expect(outcome.ok ? "" : outcome.error).toMatch(/cannot be read/);
    expect(await resumeText(id)).toBeNull();

    // The catch-up does not queue it again while its failed job is kept.
    await catchUpResumeTexts({ db: db(), queue: testApp.deps.resumeTexts });
    expect(await (await Job.fromId(testApp.deps.resumeTexts, resumeTextJobId(id)))?.getState()).toBe("failed");
  });

  it("the catch-up queues a recent application whose job never reached Redis", async () => {
    const word = rareWord();
    const fileName = `${uniqueSuffix()}.pdf`;
    const pdf = await makeResumePdf({ fullName: "Imran Sheikh", extraLines: [`Speaker at ${word} meetup.`] });
    await testApp.deps.storage.write(fileName, Readable.from([Buffer.from(pdf)]));
    const missed = await createApplication(db(), { resumePath: fileName, fullName: "Imran Sheikh" });
    expect(await Job.fromId(testApp.deps.resumeTexts, resumeTextJobId(missed.id))).toBeUndefined();

    await catchUpResumeTexts({ db: db(), queue: testApp.deps.resumeTexts });
    expect(await finished(missed.id)).toMatchObject({ ok: true });
    expect((await search(word)).data).toMatchObject([{ id: missed.id, matched: ["resume"] }]);
  });

  it("an enqueue after the commit with Redis down is logged, never thrown, within its budget", async () => {
    const downRedis = createProducerRedis("redis://127.0.0.1:1");
    const queue = createResumeTextQueue(downRedis, "down");
    const started = performance.now();
    await expect(enqueueResumeTextAfterCommit(queue, 123)).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1500);
    downRedis.disconnect();
  });
});
