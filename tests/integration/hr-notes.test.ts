// HR's notes and rating through both doors (tRPC hr.notes.*, REST /application/api/…): add, list,
// edit, delete and rate on applicants and enquiries; only the author edits or deletes; 401/403 for
// anonymous and candidate callers; 400 for bad input; notes go with their application and with an
// erasure of the candidate's data; and the candidate never sees a note or the rating
// (me.applications, the data export).
import { describe, expect, it } from "vitest";
import { erasePersonalData } from "../../src/infra/privacy/erase-personal-data.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { NOTE_MESSAGES, notesListSchema, noteSchema } from "../../src/shared/hr/notes.js";
import { MY_DATA_EXPORT_PATH } from "../../src/shared/me/account-data.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { zipEntries } from "../helpers/zip-entries.js";

type User = Awaited<ReturnType<typeof createUser>>;

describe("HR notes and rating", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const asAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
  const caller = (user: User | null) => createCallerFactory(appRouter)(createContextInner(testApp.deps, user && asAuthUser(user)));
  const rest = async (method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT", url: string, user: User | null, payload?: unknown) => {
    const res = await testApp.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
    });
    return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : {} };
  };
  const hrUser = (name = `Harini Recruiter ${uniqueSuffix()}`) => createUser(db(), { role: "hr", name });

  it("adds, lists newest first, edits and deletes notes over REST, with the author and `mine`", async () => {
    const hr = await hrUser();
    const applicant = await createApplication(db());

    const first = await rest("POST", `/application/api/applicants/${applicant.id}/notes`, hr, { body: "  Strong SQL, weak on testing.  " });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const firstNote = noteSchema.parse(first.body.data);
    expect(firstNote).toMatchObject({ body: "Strong SQL, weak on testing.", author: { id: hr.id, name: hr.name }, mine: true });
    expect(firstNote.updatedAt, "a new note is not marked edited").toBe(firstNote.createdAt);
    const second = noteSchema.parse(
      (await rest("POST", `/application/api/applicants/${applicant.id}/notes`, hr, { body: "Call back Monday" })).body.data,
    );

    const listed = await rest("GET", `/application/api/applicants/${applicant.id}/notes`, hr);
    expect(listed.status).toBe(200);
    expect(notesListSchema.parse(listed.body)).toEqual({ data: [second, firstNote], rating: null });

    const edited = await rest("PATCH", `/application/api/notes/${firstNote.id}`, hr, { body: "Strong SQL; testing improved." });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: firstNote.id, body: "Strong SQL; testing improved.", createdAt: firstNote.createdAt });
    expect((edited.body.data as { updatedAt: string }).updatedAt > firstNote.createdAt).toBe(true);

    expect(await rest("DELETE", `/application/api/notes/${second.id}`, hr)).toEqual({ status: 200, body: { success: true } });
    const after = notesListSchema.parse((await rest("GET", `/application/api/applicants/${applicant.id}/notes`, hr)).body);
    expect(after.data.map((note) => note.body)).toEqual(["Strong SQL; testing improved."]);
  });

  it("adds, lists, edits, removes and rates through tRPC, on an enquiry too", async () => {
    const hr = await hrUser();
    const enquiry = await createEnquiry(db());
    const notes = caller(hr).hr.notes;

    const note = await notes.add({ applicationId: enquiry.id, body: "Good portfolio" });
    expect(note).toMatchObject({ body: "Good portfolio", author: { id: hr.id }, mine: true });
    expect(await notes.edit({ noteId: note.id, body: "Great portfolio" })).toMatchObject({ id: note.id, body: "Great portfolio" });
    expect(await notes.rate({ applicationId: enquiry.id, rating: 4 })).toEqual({ rating: 4 });
    expect(await notes.list({ applicationId: enquiry.id })).toMatchObject({ data: [{ id: note.id, body: "Great portfolio" }], rating: 4 });
    expect(await notes.remove({ noteId: note.id })).toEqual({ success: true });
    expect(await notes.list({ applicationId: enquiry.id })).toEqual({ data: [], rating: 4 });
  });

  it("rates 1–5 and clears with null over REST, without touching the application's updated_at", async () => {
    const hr = await hrUser();
    const applicant = await createApplication(db());
    const before = (await db().application.findUniqueOrThrow({ where: { id: applicant.id } })).updatedAt;

    expect(await rest("PUT", `/application/api/applicants/${applicant.id}/rating`, hr, { rating: 5 })).toEqual({
      status: 200,
      body: { rating: 5 },
    });
    expect((await rest("GET", `/application/api/applicants/${applicant.id}/notes`, hr)).body).toEqual({ data: [], rating: 5 });
    expect(await rest("PUT", `/application/api/applicants/${applicant.id}/rating`, hr, { rating: null })).toEqual({
      status: 200,
      body: { rating: null },
    });
    const row = await db().application.findUniqueOrThrow({ where: { id: applicant.id } });
    expect(row).toMatchObject({ rating: null, updatedAt: before });
  });

  it("lets another HR user read but not edit or delete a note (403), through both doors", async () => {
    const author = await hrUser();
    const other = await hrUser();
    const applicant = await createApplication(db());
    const note = await caller(author).hr.notes.add({ applicationId: applicant.id, body: "Mine only" });

    expect((await caller(other).hr.notes.list({ applicationId: applicant.id })).data).toEqual([{ ...note, mine: false }]);
    await expect(caller(other).hr.notes.edit({ noteId: note.id, body: "Hijacked" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: NOTE_MESSAGES.notYours,
    });
    await expect(caller(other).hr.notes.remove({ noteId: note.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await rest("PATCH", `/application/api/notes/${note.id}`, other, { body: "Hijacked" })).toMatchObject({
      status: 403,
      body: { error: NOTE_MESSAGES.notYours },
    });
    expect(await rest("DELETE", `/application/api/notes/${note.id}`, other)).toMatchObject({
      status: 403,
      body: { error: NOTE_MESSAGES.notYours },
    });
    expect(await db().applicationNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({ body: "Mine only" });
  });

  it("answers 404 for an unknown application or note", async () => {
    const hr = await hrUser();
    const missing = 2_000_000_000;
    for (const [method, url, payload] of [
      ["GET", `/application/api/applicants/${missing}/notes`, undefined],
      ["POST", `/application/api/applicants/${missing}/notes`, { body: "Hello" }],
      ["PUT", `/application/api/applicants/${missing}/rating`, { rating: 3 }],
    ] as const) {
      expect(await rest(method, url, hr, payload), `${method} ${url}`).toMatchObject({
        status: 404,
        body: { error: NOTE_MESSAGES.applicationNotFound },
      });
    }
    expect(await rest("PATCH", `/application/api/notes/${missing}`, hr, { body: "Hello" })).toMatchObject({
      status: 404,
      body: { error: NOTE_MESSAGES.noteNotFound },
    });
    await expect(caller(hr).hr.notes.remove({ noteId: missing })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: NOTE_MESSAGES.noteNotFound,
    });
    await expect(caller(hr).hr.notes.add({ applicationId: missing, body: "Hello" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses empty and too long notes and ratings outside 1–5 with a 400 and the reason", async () => {
    const hr = await hrUser();
    const applicant = await createApplication(db());
    const note = await caller(hr).hr.notes.add({ applicationId: applicant.id, body: "Kept" });
    const cases: [string, unknown, string][] = [
      [`/application/api/applicants/${applicant.id}/notes`, { body: "   " }, NOTE_MESSAGES.empty],
      [`/application/api/applicants/${applicant.id}/notes`, {}, NOTE_MESSAGES.empty],
      [`/application/api/applicants/${applicant.id}/notes`, { body: "x".repeat(2001) }, NOTE_MESSAGES.tooLong],
    ];
    for (const [url, payload, error] of cases) {
      expect(await rest("POST", url, hr, payload), JSON.stringify(payload).slice(0, 40)).toMatchObject({ status: 400, body: { error } });
    }
    expect(await rest("PATCH", `/application/api/notes/${note.id}`, hr, { body: "" })).toMatchObject({
      status: 400,
      body: { error: NOTE_MESSAGES.empty },
    });
    for (const rating of [0, 6, 2.5, "five"]) {
      expect(await rest("PUT", `/application/api/applicants/${applicant.id}/rating`, hr, { rating })).toMatchObject({
        status: 400,
        body: { error: NOTE_MESSAGES.invalidRating },
      });
    }
    await expect(caller(hr).hr.notes.rate({ applicationId: applicant.id, rating: 6 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(NOTE_MESSAGES.invalidRating),
    });
    await expect(caller(hr).hr.notes.add({ applicationId: applicant.id, body: "x".repeat(2001) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(NOTE_MESSAGES.tooLong),
    });
    expect(await rest("GET", `/application/api/applicants/abc/notes`, hr)).toMatchObject({ status: 400 });
    expect(await caller(hr).hr.notes.list({ applicationId: applicant.id })).toMatchObject({ data: [{ body: "Kept" }], rating: null });
    expect(await caller(hr).hr.notes.add({ applicationId: applicant.id, body: "x".repeat(2000) })).toMatchObject({
      body: "x".repeat(2000),
    });
  });

  it("refuses anonymous callers (401) and candidates (403) on every procedure and path", async () => {
    const candidate = await createUser(db());
    const hr = await hrUser();
    const applicant = await createApplication(db());
    const note = await caller(hr).hr.notes.add({ applicationId: applicant.id, body: "Private" });

    const procedures = [
      (c: ReturnType<typeof caller>) => c.hr.notes.list({ applicationId: applicant.id }),
      (c: ReturnType<typeof caller>) => c.hr.notes.add({ applicationId: applicant.id, body: "x" }),
      (c: ReturnType<typeof caller>) => c.hr.notes.edit({ noteId: note.id, body: "x" }),
      (c: ReturnType<typeof caller>) => c.hr.notes.remove({ noteId: note.id }),
      (c: ReturnType<typeof caller>) => c.hr.notes.rate({ applicationId: applicant.id, rating: 1 }),
    ];
    expect(procedures).toHaveLength(Object.keys(appRouter._def.procedures).filter((path) => path.startsWith("hr.notes.")).length);
    for (const call of procedures) {
      await expect(call(caller(null))).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      await expect(call(caller(candidate))).rejects.toMatchObject({ code: "FORBIDDEN" });
    }

    const paths = [
      ["GET", `/application/api/applicants/${applicant.id}/notes`, undefined],
      ["POST", `/application/api/applicants/${applicant.id}/notes`, { body: "x" }],
      ["PATCH", `/application/api/notes/${note.id}`, { body: "x" }],
      ["DELETE", `/application/api/notes/${note.id}`, undefined],
      ["PUT", `/application/api/applicants/${applicant.id}/rating`, { rating: 1 }],
    ] as const;
    for (const [method, url, payload] of paths) {
      expect((await rest(method, url, null, payload)).status, `${method} ${url} anonymous`).toBe(401);
      expect((await rest(method, url, candidate, payload)).status, `${method} ${url} candidate`).toBe(403);
    }
    expect(await db().applicationNote.findMany({ where: { applicationId: applicant.id }, select: { body: true } })).toEqual([
      { body: "Private" },
    ]);
    expect((await db().application.findUniqueOrThrow({ where: { id: applicant.id } })).rating).toBeNull();
  });

  it("deletes an application's notes with it, and keeps a note whose author's account is gone", async () => {
    const hr = await hrUser();
    const leaver = await hrUser();
    const enquiry = await createEnquiry(db());
    const applicant = await createApplication(db());
    const gone = await caller(hr).hr.notes.add({ applicationId: enquiry.id, body: "Goes with the enquiry" });
    const orphan = await caller(leaver).hr.notes.add({ applicationId: applicant.id, body: "Outlives its author" });

    expect((await caller(hr).hr.enquiries.delete({ id: enquiry.id })).success).toBe(true);
    expect(await db().applicationNote.findUnique({ where: { id: gone.id } })).toBeNull();

    await db().user.delete({ where: { id: leaver.id } });
    expect((await caller(hr).hr.notes.list({ applicationId: applicant.id })).data).toEqual([{ ...orphan, author: null, mine: false }]);
  });

  it("erasing the candidate's personal data removes HR's notes and rating on that application", async () => {
    const hr = await hrUser();
    const erased = await createApplication(db());
    const kept = await createApplication(db());
    for (const application of [erased, kept]) {
      await caller(hr).hr.notes.add({ applicationId: application.id, body: "About this person" });
      await caller(hr).hr.notes.rate({ applicationId: application.id, rating: 3 });
    }

    await erasePersonalData(testApp.deps, { applicationIds: [erased.id] });

    expect(await caller(hr).hr.notes.list({ applicationId: erased.id })).toEqual({ data: [], rating: null });
    expect(await caller(hr).hr.notes.list({ applicationId: kept.id })).toMatchObject({ data: [{ body: "About this person" }], rating: 3 });
  });

  it("documents the five REST operations in the OpenAPI document under hr", () => {
    const paths = (testApp.app.swagger() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }).paths;
    const operations = [
      ["/application/api/applicants/{id}/notes", "get"],
      ["/application/api/applicants/{id}/notes", "post"],
      ["/application/api/notes/{noteId}", "patch"],
      ["/application/api/notes/{noteId}", "delete"],
      ["/application/api/applicants/{id}/rating", "put"],
    ] as const;
    for (const [path, method] of operations) {
      expect(paths[path]?.[method], `${method} ${path}`).toMatchObject({ tags: ["hr"], summary: expect.any(String) });
    }
  });

  it("never shows notes or the rating to the candidate: me.applications and the data export", async () => {
    const candidate = await createUser(db());
    const hr = await hrUser();
    const applicant = await createApplication(db(), { userId: candidate.id, email: candidate.email });
    const secret = `Confidential remark ${uniqueSuffix()}`;
    await caller(hr).hr.notes.add({ applicationId: applicant.id, body: secret });
    await caller(hr).hr.notes.rate({ applicationId: applicant.id, rating: 2 });

    const mine = await caller(candidate).me.applications();
    expect(mine.applications.map((application) => application.id)).toContain(applicant.id);
    const mineText = JSON.stringify(mine);
    expect(mineText).not.toContain(secret);
    expect(mineText).not.toMatch(/"(rating|notes)"/);

    const exported = await testApp.app.inject({
      method: "GET",
      url: MY_DATA_EXPORT_PATH,
      headers: { authorization: `Bearer ${await tokenFor(candidate)}` },
    });
    expect(exported.statusCode).toBe(200);
    const json = (await zipEntries(exported.rawPayload)).get("my-data.json")?.toString("utf8") ?? "";
    expect(json).toContain(applicant.email);
    expect(json).not.toContain(secret);
    expect(json).not.toMatch(/"(rating|notes)"/);
  });
});
