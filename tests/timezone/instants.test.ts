// Instants are right in any time zone: this project's database has TimeZone Asia/Kolkata (what
// initdb picks on a server clocked in IST) and its Node processes run with TZ=America/Los_Angeles
// (vitest.config.ts). A candidate signs up, applies, HR moves them (a mail is sent), writes a note;
// every timestamp the API answers must be the real time, within a minute.
import type { InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";

const MINUTE = 60_000;
const PASSWORD = "a-good-password";

/** An ISO instant (with Z or an offset) within a minute of now. */
function expectNow(value: string | null | undefined, what: string): void {
  expect(value, what).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  expect(Math.abs(Date.parse(value ?? "") - Date.now()), `${what}: ${value} vs now ${new Date().toISOString()}`).toBeLessThan(MINUTE);
}

describe("instants with the database in Asia/Kolkata and Node in America/Los_Angeles", () => {
  let pipeline: MailPipeline;
  const deps = () => pipeline.testApp.deps;
  const inject$ = (options: InjectOptions) => pipeline.testApp.app.inject(options);

  beforeAll(async () => {
    pipeline = await startMailPipeline("instants");
  });
  afterAll(async () => {
    await pipeline?.close();
  });

  it("runs where it says: Node in Los Angeles, the database's sessions in Kolkata", async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/Los_Angeles");
    expect(new Date("2026-06-01T00:00:00Z").getTimezoneOffset()).toBe(7 * 60);
    const client = new pg.Client({ connectionString: inject("databaseUrl") });
    await client.connect();
    try {
      expect((await client.query<{ TimeZone: string }>("SHOW TimeZone")).rows[0]?.TimeZone).toBe("Asia/Kolkata");
      const naive = await client.query(
        `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = 'timestamp without time zone' AND table_name <> '_prisma_migrations'`,
      );
      expect(naive.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it("answers the real time for a sign-up, an application, a move, its mail, a note and the audit rows", async () => {
    const { app } = pipeline.testApp;
    const email = `instants-${uniqueSuffix()}@example.com`;
    const post = (url: string, payload: object, token?: string) =>
      inject$({ method: "POST", url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

    // Sign-up through the REST doors, the code read from the mail the worker sent.
    expect((await post("/api/auth/send-otp", { email })).statusCode).toBe(200);
    const otpMail = await pipeline.sink.waitForMail((mail) => mail.to.includes(email));
    const otp = /\b(\d{6})\b/.exec(otpMail.text)?.[1];
    expect((await post("/api/auth/verify-otp", { email, otp })).statusCode).toBe(200);
    expect((await post("/api/auth/register", { name: "Asha Rao", email, password: PASSWORD })).statusCode).toBe(200);
    const login = await post("/api/auth/login", { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json<{ token: string; user: { id: number; name: string; email: string; role: "user" } }>();
    const candidate = createCallerFactory(appRouter)(createContextInner(deps(), user));
    expectNow((await candidate.auth.profile()).joinedAt, "the account's joinedAt");

    // An application to an Engineering job.
    const job = await createJob(deps().db, { department: "Engineering", jobTitle: "Platform Engineer" });
    const data = { ...validApplicationData(), jobTitle: job.jobTitle, user_id: user.id, jobpost_id: job.id };
    const form = await multipart({ data, resume: { bytes: tinyPdf() } });
    const applied = await app.inject({
      method: "POST",
      url: "/application/upload",
      payload: form.payload,
      headers: { "content-type": form.contentType, authorization: `Bearer ${token}` },
    });
    expect(applied.statusCode, applied.body).toBe(201);

    // HR moves it to Round 1 (a round-move mail) and writes a note.
    const hrUser = await createUser(deps().db, { role: "hr" });
    const asHr = createCallerFactory(appRouter)(
      createContextInner(deps(), { id: hrUser.id, name: hrUser.name, email: hrUser.email, role: "hr" }),
    );
    const [mine] = (await candidate.me.applications()).applications;
    if (!mine) throw new Error("the application is not listed");
    const moved = await inject$({
      method: "POST",
      url: `/application/api/applicants/engineering/${mine.id}/move`,
      headers: { authorization: `Bearer ${await tokenFor(hrUser)}` },
      payload: { toRound: "Round 1", status: "cleared" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await asHr.hr.notes.add({ applicationId: mine.id, body: "Strong systems answers." });
    await pipeline.sink.waitForMail((mail) => mail.to.includes(email) && mail.subject !== otpMail.subject);
    await expect.poll(async () => (await asHr.hr.mails.list({ applicationId: mine.id })).data.every((m) => m.sentAt !== null)).toBe(true);

    const [tracked] = (await candidate.me.applications()).applications;
    expectNow(tracked?.appliedAt, "appliedAt");
    expect(tracked?.timeline).toHaveLength(1);
    expectNow(tracked?.timeline[0]?.at, "the move's timeline entry");
    expect(tracked?.mails.length).toBeGreaterThan(0);
    for (const mail of tracked?.mails ?? []) expectNow(mail.at, `the candidate's mail "${mail.subject}"`);

    const mails = (await asHr.hr.mails.list({ applicationId: mine.id })).data;
    for (const mail of mails) {
      expectNow(mail.createdAt, `${mail.kind}.createdAt`);
      expectNow(mail.sentAt, `${mail.kind}.sentAt`);
      expectNow(mail.updatedAt, `${mail.kind}.updatedAt`);
    }
    const notes = await asHr.hr.notes.list({ applicationId: mine.id });
    expectNow(notes.data[0]?.createdAt, "the note's createdAt");
    expectNow(notes.data[0]?.updatedAt, "the note's updatedAt");

    const activity = await asHr.hr.activity.forApplication({ applicationId: mine.id });
    expect(activity.data.length).toBeGreaterThanOrEqual(2);
    for (const entry of activity.data) expectNow(entry.createdAt, `the audit row ${entry.action}`);
    // The activity filter by calendar day (a UTC day) finds today's rows.
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await asHr.hr.activity.list({ actor: hrUser.id, from: today, to: today, page: 1 });
    expect(filtered.data.map((entry) => entry.id)).toEqual(expect.arrayContaining(activity.data.map((entry) => entry.id)));
  });
});
