// The audit trail (issue #16 item 4): every HR action writes its row (actor, action, target,
// before/after) through tRPC and REST, with no personal data in it; a move whose mail cannot be
// queued leaves no row; the database refuses UPDATE, DELETE and TRUNCATE even from the app's own
// connection, and neither the router nor the REST plugin offers a change; the activity list's
// filters, paging, actor names and bad input (hr.activity.*, GET /api/hr/activity).
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { erasePersonalData } from "../../src/infra/privacy/erase-personal-data.js";
import { restPlugin } from "../../src/server/rest/plugin.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { AUDIT_MESSAGES, type AuditAction } from "../../src/shared/hr/audit.js";
import { activityPageSchema, type ActivityPage } from "../../src/shared/hr/audit-schemas.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createJob, createUser, TEST_PASSWORD, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { createTestAppWithOwnRedis, useTestApp } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

describe("HR audit trail", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const asAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
  const caller = (user: User) => createCallerFactory(appRouter)(createContextInner(testApp.deps, asAuthUser(user)));
  const rest = async (method: Method, url: string, user: User, payload?: unknown) => {
    const res = await testApp.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { authorization: `Bearer ${await tokenFor(user)}` },
    });
    return { status: res.statusCode, body: res.body, json: () => res.json() as Record<string, unknown> };
  };
  const hrUser = () => createUser(db(), { role: "hr", name: `Asha Auditor ${uniqueSuffix()}` });
  /** The rows an actor wrote, oldest first. */
  const rowsBy = (actorId: number) => db().auditEvent.findMany({ where: { actorId }, orderBy: { id: "asc" } });
  const rowsFor = (applicationId: number) => db().auditEvent.findMany({ where: { applicationId }, orderBy: { id: "asc" } });
  const pick = (row: {
    actorId: number | null;
    action: string;
    targetType: string;
    targetId: string | null;
    applicationId: number | null;
    before: unknown;
    after: unknown;
  }) => ({
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    applicationId: row.applicationId,
    before: row.before,
    after: row.after,
  });
  const validJob = (title: string) => ({
    job_title: title,
    department: "Design" as const,
    job_type: "Contract" as const,
    location: "Pune",
    job_summary: "Draw.",
    experience_level: 1,
  });
  /** No personal field of a person appears anywhere in the rows' before/after. */
  const expectNoPersonalData = (
    rows: { before: unknown; after: unknown }[],
    person: { fullName: string; email: string; mobileNumber: string },
  ) => {
    const text = JSON.stringify(rows.map((row) => [row.before, row.after])).toLowerCase();
    for (const value of [person.fullName, person.email, person.mobileNumber]) expect(text).not.toContain(value.toLowerCase());
  };

  describe("each HR action writes its row", () => {
    it("jobs through tRPC: posted, edited (before → after), deleted", async () => {
      const hr = await hrUser();
      const title = `Illustrator ${uniqueSuffix()}`;
      const job = await caller(hr).hr.jobs.create(validJob(title));
      await caller(hr).hr.jobs.update({ id: job.id, ...validJob(`${title} II`), department: "Marketing", job_type: "Full-time" as const });
      await caller(hr).hr.jobs.delete({ id: job.id });
      expect((await rowsBy(hr.id)).map(pick)).toEqual([
        {
          actorId: hr.id,
          action: "job_created",
          targetType: "job",
          targetId: String(job.id),
          applicationId: null,
          before: null,
          after: { title, department: "Design", type: "Contract" },
        },
        {
          actorId: hr.id,
          action: "job_updated",
          targetType: "job",
          targetId: String(job.id),
          applicationId: null,
          before: { title, department: "Design", type: "Contract" },
          after: { title: `${title} II`, department: "Marketing", type: "Full-time" },
        },
        {
          actorId: hr.id,
          action: "job_deleted",
          targetType: "job",
          targetId: String(job.id),
          applicationId: null,
          before: { title: `${title} II`, department: "Marketing", type: "Full-time" },
          after: null,
        },
      ]);
    });

    it("jobs through REST, and a refused change writes nothing", async () => {
      const hr = await hrUser();
      const created = await rest("POST", "/api/jobs", hr, validJob("Copywriter"));
      expect(created.status, created.body).toBe(201);
      const id = created.json().id as number;
      expect((await rest("PUT", `/api/jobs/${id}`, hr, validJob("Senior Copywriter"))).status).toBe(200);
      expect((await rest("DELETE", `/api/jobs/${id}`, hr)).status).toBe(200);
      expect((await rest("DELETE", `/api/jobs/${id}`, hr)).status).toBe(404);
      expect((await rest("PUT", `/api/jobs/${id}`, hr, validJob("Ghost"))).status).toBe(404);
      const rows = await rowsBy(hr.id);
      expect(rows.map((row) => [row.action, row.targetId])).toEqual([
        ["job_created", String(id)],
        ["job_updated", String(id)],
        ["job_deleted", String(id)],
      ]);
      expect(rows[1]?.after).toMatchObject({ title: "Senior Copywriter" });
    });

    it("moves and rejections of applicants, through tRPC and REST, with rounds before → after and no personal data", async () => {
      const hr = await hrUser();
      const moved = await createApplication(db(), { department: "Engineering" });
      const rejected = await createApplication(db(), { department: "Engineering", round: "round_1" });
      await caller(hr).hr.applicants.move({ department: "Engineering", applicantId: moved.id, toRound: "Round 1", status: "cleared" });
      const res = await rest("POST", `/application/api/applicants/engineering/${rejected.id}/move`, hr, { status: "rejected" });
      expect(res.status, res.body).toBe(200);

      expect((await rowsFor(moved.id)).map(pick)).toEqual([
        {
          actorId: hr.id,
          action: "applicant_moved",
          targetType: "application",
          targetId: String(moved.id),
          applicationId: moved.id,
          before: { round: "resume_screening", round_status: "in_progress" },
          after: { round: "round_1", round_status: "in_progress" },
        },
      ]);
      const rejectedRows = await rowsFor(rejected.id);
      expect(rejectedRows.map(pick)).toEqual([
        {
          actorId: hr.id,
          action: "applicant_rejected",
          targetType: "application",
          targetId: String(rejected.id),
          applicationId: rejected.id,
          before: { round: "round_1", round_status: "in_progress" },
          after: { round: "round_1", round_status: "rejected" },
        },
      ]);
      expectNoPersonalData([...(await rowsFor(moved.id)), ...rejectedRows], moved);
      expectNoPersonalData(rejectedRows, rejected);
    });

    it("a move whose mail cannot be queued (Redis down) is undone and leaves no audit row", async () => {
      const offline = await createTestAppWithOwnRedis();
      try {
        const hr = await createUser(offline.deps.db, { role: "hr" });
        const applicant = await createApplication(offline.deps.db, { department: "HR", round: "round_1" });
        await offline.redis.stop();
        const res = await offline.app.inject({
          method: "POST",
          url: `/application/api/applicants/hr/${applicant.id}/move`,
          headers: { authorization: `Bearer ${await tokenFor(hr)}` },
          payload: { toRound: "Round 2", status: "cleared" },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ error: MAIL_SERVICE_UNAVAILABLE });
        expect(await offline.deps.db.application.findUniqueOrThrow({ where: { id: applicant.id }, select: { round: true } })).toEqual({
          round: "round_1",
        });
        expect(await offline.deps.db.auditEvent.count({ where: { applicationId: applicant.id } })).toBe(0);
      } finally {
        await offline.close();
      }
    });

    it("enquiries: rejected (REST) and deleted (tRPC), the row outliving the deleted enquiry", async () => {
      const hr = await hrUser();
      const rejected = await createEnquiry(db());
      const deleted = await createEnquiry(db());
      expect((await rest("POST", `/api/candidates/${rejected.id}/reject`, hr, { reason: "" })).status).toBe(200);
      await caller(hr).hr.enquiries.delete({ id: deleted.id });
      expect((await rowsFor(rejected.id)).map(pick)).toEqual([
        {
          actorId: hr.id,
          action: "enquiry_rejected",
          targetType: "application",
          targetId: String(rejected.id),
          applicationId: rejected.id,
          before: { round: "resume_screening", round_status: "in_progress" },
          after: { round: "resume_screening", round_status: "rejected" },
        },
      ]);
      expect((await rowsFor(deleted.id)).map(pick)).toEqual([
        {
          actorId: hr.id,
          action: "enquiry_deleted",
          targetType: "application",
          targetId: String(deleted.id),
          applicationId: deleted.id,
          before: { round: "resume_screening", round_status: "in_progress" },
          after: null,
        },
      ]);
      expect(await db().application.count({ where: { id: deleted.id } })).toBe(0);
      // Through the other doors too.
      const other = await createEnquiry(db());
      await caller(hr).hr.enquiries.reject({ id: other.id, reason: "" });
      expect((await rest("DELETE", `/api/candidates/${other.id}`, hr)).status).toBe(200);
      expect((await rowsFor(other.id)).map((row) => row.action)).toEqual(["enquiry_rejected", "enquiry_deleted"]);
    });

    it("HR's own mail (REST and tRPC): mail_sent naming the queued mail, not the address or text", async () => {
      const hr = await hrUser();
      const applicant = await createApplication(db());
      const res = await rest("POST", "/application/api/send-email", hr, {
        email: applicant.email,
        message: "Secret words",
        link: "",
        status: "accept",
      });
      expect(res.status, res.body).toBe(200);
      await caller(hr).hr.applicants.sendEmail({ email: applicant.email, message: "More words", status: "reject" });
      const rows = await rowsFor(applicant.id);
      expect(rows.map((row) => [row.action, row.actorId, row.targetType, row.after])).toEqual([
        ["mail_sent", hr.id, "mail", { kind: "hr_message", status: "accept" }],
        ["mail_sent", hr.id, "mail", { kind: "hr_message", status: "reject" }],
      ]);
      const mails = await db().mailLog.findMany({
        where: { id: { in: rows.map((row) => row.targetId ?? "") } },
        select: { recipient: true },
      });
      expect(mails.map((mail) => mail.recipient)).toEqual([applicant.email, applicant.email]);
      expect(JSON.stringify(rows)).not.toContain("words");
      expectNoPersonalData(rows, applicant);
    });

    it("notes and rating (tRPC and REST): ids only, never the note's text; rating before → after", async () => {
      const hr = await hrUser();
      const applicant = await createApplication(db());
      const notes = caller(hr).hr.notes;
      const note = await notes.add({ applicationId: applicant.id, body: "Confidential remark" });
      await notes.edit({ noteId: note.id, body: "Edited confidential remark" });
      await notes.rate({ applicationId: applicant.id, rating: 4 });
      const restNote = await rest("POST", `/application/api/applicants/${applicant.id}/notes`, hr, { body: "Another private remark" });
      const restNoteId = (restNote.json().data as { id: number }).id;
      await rest("PATCH", `/application/api/notes/${restNoteId}`, hr, { body: "Changed private remark" });
      await rest("DELETE", `/application/api/notes/${restNoteId}`, hr);
      await rest("PUT", `/application/api/applicants/${applicant.id}/rating`, hr, { rating: null });
      await notes.remove({ noteId: note.id });

      const rows = await rowsFor(applicant.id);
      expect(rows.map((row) => [row.action, row.actorId, row.targetType, row.targetId, row.before, row.after])).toEqual([
        ["note_added", hr.id, "note", String(note.id), null, null],
        ["note_edited", hr.id, "note", String(note.id), null, null],
        ["rating_set", hr.id, "application", String(applicant.id), { rating: null }, { rating: 4 }],
        ["note_added", hr.id, "note", String(restNoteId), null, null],
        ["note_edited", hr.id, "note", String(restNoteId), null, null],
        ["note_deleted", hr.id, "note", String(restNoteId), null, null],
        ["rating_set", hr.id, "application", String(applicant.id), { rating: 4 }, { rating: null }],
        ["note_deleted", hr.id, "note", String(note.id), null, null],
      ]);
      expect(JSON.stringify(rows).toLowerCase()).not.toContain("remark");
    });

    it("another HR user's refused note change writes nothing", async () => {
      const [author, other] = await Promise.all([hrUser(), hrUser()]);
      const note = await caller(author).hr.notes.add({ applicationId: (await createApplication(db())).id, body: "Mine" });
      await expect(caller(other).hr.notes.remove({ noteId: note.id })).rejects.toThrow();
      await expect(caller(other).hr.notes.edit({ noteId: note.id, body: "Theirs" })).rejects.toThrow();
      expect(await rowsBy(other.id)).toEqual([]);
    });

    it("CSV exports: the list and its filters; a name or e-mail filter only as set, never its text", async () => {
      const hr = await hrUser();
      const person = await createEnquiry(db());
      const enquiries = await rest(
        "GET",
        `/api/hr/export/enquiries.csv?name=${encodeURIComponent(person.fullName)}&email=${encodeURIComponent(person.email)}&createdAt_gte=2020-01-01`,
        hr,
      );
      expect(enquiries.status).toBe(200);
      const applicants = await rest("GET", "/api/hr/export/applicants.csv?department=design&round=round-1", hr);
      expect(applicants.status).toBe(200);
      const rows = await rowsBy(hr.id);
      expect(rows.map(pick)).toEqual([
        {
          actorId: hr.id,
          action: "list_exported",
          targetType: "export",
          targetId: "enquiries",
          applicationId: null,
          before: null,
          after: { list: "enquiries", name: true, email: true, from: "2020-01-01", to: null },
        },
        {
          actorId: hr.id,
          action: "list_exported",
          targetType: "export",
          targetId: "applicants",
          applicationId: null,
          before: null,
          after: { list: "applicants", department: "Design", round: "round-1" },
        },
      ]);
      expectNoPersonalData(rows, person);
      expect((await rest("GET", "/api/hr/export/enquiries.csv?createdAt_gte=2026-02-30", hr)).status).toBe(400);
      expect(await rowsBy(hr.id)).toHaveLength(2);
    });

    it("a candidate deleting their account: account_erased by the candidate, counts only", async () => {
      const candidate = await createUser(db(), { role: "user" });
      const application = await createApplication(db(), { userId: candidate.id, email: candidate.email });
      const res = await rest("DELETE", "/api/me", candidate, { password: TEST_PASSWORD });
      expect(res.status, res.body).toBe(200);
      const rows = await rowsBy(candidate.id);
      expect(rows.map(pick)).toEqual([
        {
          actorId: candidate.id,
          action: "account_erased",
          targetType: "account",
          targetId: String(candidate.id),
          applicationId: null,
          before: null,
          after: { applications: 1, contactMessages: 0 },
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain(candidate.email);
      expectNoPersonalData(rows, application);
    });

    it("the retention eraser: retention_erased by the system, one row per application, one count for contact messages", async () => {
      const [application, enquiry] = await Promise.all([createApplication(db()), createEnquiry(db())]);
      // Three messages: other test files' erasures (retention.test.ts erases one) cannot be mistaken for ours.
      const messages = await Promise.all(
        [1, 2, 3].map(() =>
          db().contactMessage.create({
            data: { name: "Ravi", email: `ravi-${uniqueSuffix()}@example.com`, subject: "General Inquiry", message: "Hello" },
          }),
        ),
      );
      const [{ maxId } = { maxId: 0 }] = await db().$queryRaw<
        { maxId: number }[]
      >`SELECT COALESCE(MAX(id), 0)::int AS "maxId" FROM audit_events`;
      await erasePersonalData(
        testApp.deps,
        { applicationIds: [application.id, enquiry.id], contactMessageIds: messages.map((message) => message.id) },
        { audit: true },
      );
      for (const row of [application, enquiry]) {
        expect((await rowsFor(row.id)).map(pick)).toEqual([
          {
            actorId: null,
            action: "retention_erased",
            targetType: "application",
            targetId: String(row.id),
            applicationId: row.id,
            before: null,
            after: null,
          },
        ]);
      }
      const counted = await db().auditEvent.findMany({
        where: { action: "retention_erased", targetType: "contact_message", id: { gt: maxId } },
      });
      expect(counted.map(pick)).toContainEqual({
        actorId: null,
        action: "retention_erased",
        targetType: "contact_message",
        targetId: null,
        applicationId: null,
        before: null,
        after: { contactMessages: 3 },
      });
      // A second erasure of the same rows erases nothing and records nothing.
      await erasePersonalData(testApp.deps, { applicationIds: [application.id] }, { audit: true });
      expect(await rowsFor(application.id)).toHaveLength(1);
    });
  });

  describe("append-only", () => {
    it("the database refuses UPDATE, DELETE and TRUNCATE, even on the app's own connection", async () => {
      const hr = await hrUser();
      await caller(hr).hr.jobs.create(validJob(`Auditor ${uniqueSuffix()}`));
      const [row] = await rowsBy(hr.id);
      if (!row) throw new Error("no audit row");
      await expect(db().$executeRaw`UPDATE audit_events SET actor_id = NULL WHERE id = ${row.id}`).rejects.toThrow(/append-only/);
      await expect(db().$executeRaw`DELETE FROM audit_events WHERE id = ${row.id}`).rejects.toThrow(/append-only/);
      await expect(db().$executeRawUnsafe("TRUNCATE audit_events")).rejects.toThrow(/append-only/);
      await expect(db().auditEvent.update({ where: { id: row.id }, data: { action: "job_deleted" } })).rejects.toThrow(/append-only/);
      await expect(db().auditEvent.deleteMany({ where: { id: row.id } })).rejects.toThrow(/append-only/);
      expect(pick(await db().auditEvent.findUniqueOrThrow({ where: { id: row.id } }))).toEqual(pick(row));
    });

    it("no procedure and no REST path changes an audit row: the activity procedures are queries, its path a GET", async () => {
      const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
      const auditProcedures = Object.keys(procedures).filter((path) => /activity|audit/i.test(path));
      expect(auditProcedures.sort()).toEqual(["hr.activity.actors", "hr.activity.forApplication", "hr.activity.list"]);
      for (const path of auditProcedures) expect(procedures[path]?._def.type, path).toBe("query");

      const probe = Fastify({ logger: false });
      probe.setValidatorCompiler(validatorCompiler);
      probe.setSerializerCompiler(serializerCompiler);
      const routes: string[] = [];
      probe.addHook("onRoute", (route) => {
        for (const method of [route.method].flat()) if (/activity|audit/i.test(route.url)) routes.push(`${method} ${route.url}`);
      });
      await probe.register(restPlugin, { deps: testApp.deps });
      await probe.ready();
      await probe.close();
      expect([...new Set(routes)].sort()).toEqual(["GET /api/hr/activity", "HEAD /api/hr/activity"]);
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        expect((await rest(method, "/api/hr/activity", await hrUser())).status, method).toBe(404);
      }
    });
  });

  describe("the activity list", () => {
    /** 120 rows of one actor over three days (UTC), 40 a day, plus rows of other actors the filters must leave out. */
    async function seedActivity() {
      const actor = await hrUser();
      const applicationId = (await createApplication(db())).id;
      const day = (date: string, index: number) =>
        new Date(`${date}T${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}:00.000Z`);
      const data = ["2030-03-01", "2030-03-02", "2030-03-03"].flatMap((date) =>
        Array.from({ length: 40 }, (_, index) => ({
          actorId: actor.id,
          action: (index % 4 === 0 ? "applicant_moved" : "note_added") as AuditAction,
          targetType: index % 4 === 0 ? "application" : "note",
          targetId: String(index),
          applicationId,
          createdAt: day(date, index % 24),
        })),
      );
      await db().auditEvent.createMany({ data });
      return { actor, applicationId, total: data.length };
    }

    const all = async (user: User, query: Record<string, unknown>) => {
      const pages: ActivityPage[] = [];
      let page = await caller(user).hr.activity.list({ ...query, page: 1 });
      pages.push(page);
      while (page.nextCursor) {
        page = await caller(user).hr.activity.list({ ...query, page: page.page + 1, cursor: page.nextCursor });
        pages.push(page);
      }
      return pages;
    };

    it("filters by actor and pages by 50, newest first; keyset and page numbers agree, and Previous returns", async () => {
      const { actor, total } = await seedActivity();
      const pages = await all(actor, { actor: actor.id });
      expect(pages.map((page) => page.data.length)).toEqual([50, 50, 20]);
      const rows = pages.flatMap((page) => page.data);
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((row) => row.id)).size).toBe(total);
      const order = rows.map((row) => [row.createdAt, row.id] as const);
      expect(order).toEqual([...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1)));
      expect(pages.map((page) => [page.hasPrevious, page.hasNext])).toEqual([
        [false, true],
        [true, true],
        [true, false],
      ]);
      // Page 2 by number (OFFSET) is page 2 by cursor.
      const byNumber = await caller(actor).hr.activity.list({ actor: actor.id, page: 2 });
      expect(byNumber.data).toEqual(pages[1]?.data);
      // Back from page 3 by its prevCursor.
      const back = await caller(actor).hr.activity.list({ actor: actor.id, page: 2, cursor: pages[2]?.prevCursor ?? "" });
      expect(back.data).toEqual(pages[1]?.data);
      expect(rows[0]?.actor).toEqual({ id: actor.id, name: actor.name });
    });

    it("filters by action and by days (UTC, both inclusive), over REST too", async () => {
      const { actor } = await seedActivity();
      const moved = await all(actor, { actor: actor.id, action: "applicant_moved" });
      expect(moved.flatMap((page) => page.data).map((row) => row.action)).toEqual(Array(30).fill("applicant_moved"));

      const oneDay = await all(actor, { actor: actor.id, from: "2030-03-02", to: "2030-03-02" });
      const days = oneDay.flatMap((page) => page.data).map((row) => row.createdAt.slice(0, 10));
      expect(days).toEqual(Array(40).fill("2030-03-02"));

      const res = await rest(
        "GET",
        `/api/hr/activity?actor=${actor.id}&action=applicant_moved&from=2030-03-02&to=2030-03-03&page=1`,
        actor,
      );
      expect(res.status, res.body).toBe(200);
      const page = activityPageSchema.parse(res.json());
      expect(page.data).toHaveLength(20);
      expect(page.data.every((row) => row.action === "applicant_moved" && row.createdAt >= "2030-03-02")).toBe(true);
      expect(page).toMatchObject({ page: 1, pageSize: 50, hasNext: false, hasPrevious: false });
    });

    it("names the actor: a current user, a removed one (Deleted user #id), the system", async () => {
      const hr = await hrUser();
      const gone = await createUser(db(), { role: "hr" });
      const applicationId = (await createApplication(db())).id;
      await db().auditEvent.createMany({
        data: [
          { actorId: hr.id, action: "rating_set", targetType: "application", applicationId },
          { actorId: gone.id, action: "note_added", targetType: "note", applicationId },
          { actorId: null, action: "retention_erased", targetType: "application", applicationId },
        ],
      });
      await db().user.delete({ where: { id: gone.id } });
      const history = await caller(hr).hr.activity.forApplication({ applicationId });
      expect(history.data.map((row) => row.actor)).toEqual([
        { id: null, name: AUDIT_MESSAGES.systemActor },
        { id: gone.id, name: `Deleted user #${gone.id}` },
        { id: hr.id, name: hr.name },
      ]);
    });

    it("names what a row is about when read: the applicant and job title, an erased or deleted one, a job", async () => {
      const hr = await hrUser();
      const tag = uniqueSuffix();
      const job = await createJob(db(), { jobTitle: `Analyst ${tag}` });
      const applied = await createApplication(db(), { fullName: `Meera ${tag}`, jobTitle: `Analyst ${tag}`, jobId: job.id });
      const enquiry = await createEnquiry(db(), { fullName: `Ravi ${tag}` });
      const erased = await createApplication(db(), { fullName: "Erased", erasedAt: new Date() });
      await db().auditEvent.createMany({
        data: [
          { actorId: hr.id, action: "rating_set", targetType: "application", targetId: String(applied.id), applicationId: applied.id },
          {
            actorId: hr.id,
            action: "enquiry_rejected",
            targetType: "application",
            targetId: String(enquiry.id),
            applicationId: enquiry.id,
          },
          { actorId: hr.id, action: "rating_set", targetType: "application", targetId: String(erased.id), applicationId: erased.id },
          { actorId: hr.id, action: "enquiry_deleted", targetType: "application", targetId: "2147483000", applicationId: 2_147_483_000 },
          { actorId: hr.id, action: "job_updated", targetType: "job", targetId: String(job.id) },
          { actorId: hr.id, action: "list_exported", targetType: "export", targetId: "applicants" },
        ],
      });
      const rows = (await caller(hr).hr.activity.list({ actor: hr.id, page: 1 })).data;
      expect(rows.map(({ applicantName, enquiry: isEnquiry, jobTitle }) => ({ applicantName, isEnquiry, jobTitle }))).toEqual([
        { applicantName: null, isEnquiry: false, jobTitle: null },
        { applicantName: null, isEnquiry: false, jobTitle: `Analyst ${tag}` },
        { applicantName: null, isEnquiry: false, jobTitle: null },
        { applicantName: "Erased applicant", isEnquiry: false, jobTitle: "Software Engineer" },
        { applicantName: `Ravi ${tag}`, isEnquiry: true, jobTitle: null },
        { applicantName: `Meera ${tag}`, isEnquiry: false, jobTitle: `Analyst ${tag}` },
      ]);
    });

    it("forApplication lists one application's rows only; actors lists the HR users, not candidates", async () => {
      const hr = await hrUser();
      const candidate = await createUser(db(), { role: "user" });
      const [mine, other] = await Promise.all([createApplication(db()), createApplication(db())]);
      await caller(hr).hr.notes.rate({ applicationId: mine.id, rating: 5 });
      await caller(hr).hr.notes.rate({ applicationId: other.id, rating: 2 });
      // As the client's infinite query sends it (with its direction).
      const history = await caller(hr).hr.activity.forApplication({ applicationId: mine.id, direction: "forward" } as {
        applicationId: number;
      });
      expect(history.data.map((row) => [row.action, row.applicationId, row.after])).toEqual([["rating_set", mine.id, { rating: 5 }]]);
      const actors = await caller(hr).hr.activity.actors();
      expect(actors).toContainEqual({ id: hr.id, name: hr.name });
      expect(actors.map((actor) => actor.id)).not.toContain(candidate.id);
    });

    it.each([
      ["action=nope", AUDIT_MESSAGES.unknownAction],
      ["from=2030-03-05&to=2030-03-01", AUDIT_MESSAGES.fromAfterTo],
      ["from=2030-02-30", AUDIT_MESSAGES.invalidFrom],
      ["to=yesterday", AUDIT_MESSAGES.invalidTo],
      ["actor=abc", AUDIT_MESSAGES.invalidActor],
      ["page=0", "Page must be a whole number of 1 or more"],
      ["cursor=garbage", "Invalid page cursor"],
    ])("REST refuses %s with 400 and a clear message", async (query, message) => {
      const res = await rest("GET", `/api/hr/activity?${query}`, await hrUser());
      expect(res.status, res.body).toBe(400);
      expect(res.json().error).toContain(message);
    });

    it("tRPC refuses bad filters with BAD_REQUEST and the same messages", async () => {
      const hr = await hrUser();
      await expect(caller(hr).hr.activity.list({ action: "nope" as AuditAction, page: 1 })).rejects.toThrow(AUDIT_MESSAGES.unknownAction);
      await expect(caller(hr).hr.activity.list({ from: "2030-03-05", to: "2030-03-01", page: 1 })).rejects.toThrow(
        AUDIT_MESSAGES.fromAfterTo,
      );
      await expect(caller(hr).hr.activity.list({ from: "2030-13-01", page: 1 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    });
  });
});
