import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApplicationFormData } from "../../src/shared/application/form-values.js";
import { APPLICATION_MESSAGES, GENERAL_APPLICATION_TITLE } from "../../src/shared/application/submission.js";
import { ENQUIRY_RATE_LIMIT } from "../../src/server/rest/application-upload.js";
import { PNG_BYTES, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor } from "../helpers/factories.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

type FilePart = { bytes: Buffer; name?: string; type?: string };
type Parts = { data?: unknown; resume?: FilePart; academics?: FilePart };

/** A multipart body as a browser's FormData would send it. */
async function multipart(parts: Parts) {
  const form = new FormData();
  if (parts.data !== undefined) form.append("data", typeof parts.data === "string" ? parts.data : JSON.stringify(parts.data));
  for (const field of ["resume", "academics"] as const) {
    const file = parts[field];
    if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name ?? `${field}.pdf`);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "" };
}

describe("POST /application/upload and POST /upload", () => {
  let testApp: TestApp;
  let uploadDir: string;
  const db = () => testApp.deps.db;
  const storedFiles = () => fs.readdirSync(uploadDir);

  async function signedIn() {
    const user = await createUser(db());
    return { user, token: await tokenFor(user) };
  }

  /** `remoteAddress` stands for the client's IP, which the per-IP limit of /upload keys on. */
  async function upload(url: string, parts: Parts, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") {
    const { payload, contentType } = await multipart(parts);
    return testApp.app.inject({ method: "POST", url, payload, remoteAddress, headers: { "content-type": contentType, ...headers } });
  }

  function apply(token: string | null, parts: Parts) {
    return upload("/application/upload", parts, token ? { authorization: `Bearer ${token}` } : {});
  }

  function applicationData(userId: number, jobpostId: number, overrides: Partial<ApplicationFormData> = {}) {
    return { ...validApplicationData(overrides), jobTitle: "Anything the browser says", user_id: userId, jobpost_id: jobpostId };
  }

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    testApp = await createTestApp({ UPLOAD_DIR: uploadDir, UPLOAD_MAX_MB: "1" });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it("stores a valid PDF under a generated name, creates the row from the job and enqueues the mail", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db(), { jobTitle: "Data Analyst", department: "Finance" });
    const before = storedFiles().length;

    const res = await apply(token, {
      data: applicationData(user.id, job.id),
      resume: { bytes: tinyPdf(), name: "my resume.pdf" },
      academics: { bytes: tinyPdf(), name: "marks.pdf" },
    });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: APPLICATION_MESSAGES.submitted });
    const row = await db().application.findUniqueOrThrow({ where: { id: (res.json() as { id: number }).id } });
    expect(row).toMatchObject({
      source: "job_application",
      userId: user.id,
      jobId: job.id,
      jobTitle: "Data Analyst",
      department: "Finance",
      fullName: "Asha Rao",
      willingToRelocate: true,
      yearOfPassing: 2022,
      expectedCtc: 800000,
      joining: "Notice Period",
      panNo: "ABCDE1234F",
      roundStatus: "in_progress",
    });
    expect(row.resumePath).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.academicDocsPath).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storedFiles()).toHaveLength(before + 2);
    expect(fs.readFileSync(path.join(uploadDir, row.resumePath))).toEqual(tinyPdf());

    const mail = await db().mailLog.findUnique({ where: { idempotencyKey: `application-received-${row.id}` } });
    expect(mail).toMatchObject({ kind: "application_received", recipient: user.email, status: "queued" });
  });

  it("refuses a PNG named .pdf with a 400 and keeps nothing", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const before = storedFiles();

    const res = await apply(token, {
      data: applicationData(user.id, job.id),
      resume: { bytes: PNG_BYTES, name: "resume.pdf", type: "application/pdf" },
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Resume must be a PDF file." });
    expect(storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a file that starts like a PDF but has no %%EOF trailer", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const res = await apply(token, {
      data: applicationData(user.id, job.id),
      resume: { bytes: tinyPdf() },
      academics: { bytes: Buffer.from("%PDF-1.4\ncut short") },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Academic documents must be a PDF file." });
  });

  it("answers 413 for a file over UPLOAD_MAX_MB and keeps nothing", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const before = storedFiles();

    const res = await apply(token, { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf(1.5 * 1024 * 1024) } });

    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "Each file must be at most 1 MB." });
    expect(storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 when the resume is missing", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const res = await apply(token, { data: applicationData(user.id, job.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Resume is required" });
  });

  it("re-validates every field with the wizard's messages", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const cases: [Partial<ApplicationFormData>, string][] = [
      [{ aadhar: "1234" }, "Aadhar must be 12 digits"],
      [{ graduationYear: "2031" }, "Year must be between 1050 and 2025"],
      [{ hasInternship: "Yes", projectDesc: " " }, "Description required"],
      [{ agree: false }, "You must agree to the declaration"],
    ];
    for (const [overrides, message] of cases) {
      const res = await apply(token, { data: applicationData(user.id, job.id, overrides), resume: { bytes: tinyPdf() } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const notJson = await apply(token, { data: "{not json", resume: { bytes: tinyPdf() } });
    expect(notJson.json()).toEqual({ error: APPLICATION_MESSAGES.badData });
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 403 when user_id is another user's", async () => {
    const { token } = await signedIn();
    const other = await createUser(db());
    const job = await createJob(db());
    const res = await apply(token, { data: applicationData(other.id, job.id), resume: { bytes: tinyPdf() } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: APPLICATION_MESSAGES.notYourAccount });
    expect(await db().application.count({ where: { userId: other.id } })).toBe(0);
  });

  it("answers 401 without a token", async () => {
    const job = await createJob(db());
    const res = await apply(null, { data: applicationData(1, job.id), resume: { bytes: tinyPdf() } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Please log in to continue." });
  });

  it("answers 409 when the same user applies to the same job twice, keeping the first", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const parts = { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf() } };
    expect((await apply(token, parts)).statusCode).toBe(201);
    const filesAfterFirst = storedFiles();

    const again = await apply(token, parts);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "You have already applied for this job." });
    expect(storedFiles()).toEqual(filesAfterFirst);
    expect(await db().application.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
  });

  it("keeps concurrent duplicates to one row", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const parts = { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf() } };
    const statuses = (await Promise.all([apply(token, parts), apply(token, parts), apply(token, parts)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(1);
  });

  it("takes one general application (jobpost_id 0) per user while it is in progress", async () => {
    const { user, token } = await signedIn();
    const parts = { data: applicationData(user.id, 0), resume: { bytes: tinyPdf() } };
    const first = await apply(token, parts);
    expect(first.statusCode).toBe(201);
    const row = await db().application.findUniqueOrThrow({ where: { id: (first.json() as { id: number }).id } });
    expect(row).toMatchObject({ jobId: null, jobTitle: GENERAL_APPLICATION_TITLE, department: null });

    expect((await apply(token, parts)).statusCode).toBe(409);
    await db().application.update({ where: { id: row.id }, data: { roundStatus: "rejected" } });
    expect((await apply(token, parts)).statusCode).toBe(201);
  });

  it("refuses an expired job with a clear 400 and a missing one with 404", async () => {
    const { user, token } = await signedIn();
    const expired = await createJob(db(), { applicationDeadline: new Date("2020-01-01") });
    const res = await apply(token, { data: applicationData(user.id, expired.id), resume: { bytes: tinyPdf() } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: APPLICATION_MESSAGES.expired });

    const missing = await apply(token, { data: applicationData(user.id, 999_999), resume: { bytes: tinyPdf() } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Job not found" });
  });

  it("leaves no file and no row when the database insert fails after the files were written", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    await db().$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_test_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$ LANGUAGE plpgsql`,
    );
    await db().$executeRawUnsafe(
      `CREATE TRIGGER refuse_test_insert BEFORE INSERT ON applications FOR EACH ROW WHEN (NEW.full_name = 'Insert Refused') EXECUTE FUNCTION refuse_test_insert()`,
    );
    const before = storedFiles();
    try {
      const res = await apply(token, {
        data: applicationData(user.id, job.id, { fullName: "Insert Refused" }),
        resume: { bytes: tinyPdf() },
        academics: { bytes: tinyPdf() },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: "Something went wrong" });
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_test_insert ON applications`);
      await db().$executeRawUnsafe(`DROP FUNCTION refuse_test_insert()`);
    }
    expect(storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("removes the row and the files when the mail cannot be queued", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    vi.spyOn(testApp.deps.mailQueue, "add").mockRejectedValueOnce(new Error("Redis is down"));
    const before = storedFiles();

    const res = await apply(token, { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf() } });

    expect(res.statusCode).toBe(503);
    expect(storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("takes an enquiry on /upload without an account, with the same checks", async () => {
    const ip = "203.0.113.10";
    const data = validApplicationData({ fullName: "Ravi Enquirer", email: "ravi@example.com" });
    const res = await upload("/upload", { data, resume: { bytes: tinyPdf() } }, {}, ip);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: APPLICATION_MESSAGES.enquirySubmitted });
    const row = await db().application.findUniqueOrThrow({ where: { id: (res.json() as { id: number }).id } });
    expect(row).toMatchObject({ source: "enquiry", userId: null, jobId: null, fullName: "Ravi Enquirer" });
    expect(fs.existsSync(path.join(uploadDir, row.resumePath))).toBe(true);

    const png = await upload("/upload", { data, resume: { bytes: PNG_BYTES, name: "cv.pdf" } }, {}, ip);
    expect(png.statusCode).toBe(400);
    const invalid = await upload("/upload", { data: { ...data, pan: "abc" }, resume: { bytes: tinyPdf() } }, {}, ip);
    expect(invalid.json()).toEqual({ error: "PAN must be 10 characters (e.g., ABCDE1234F)" });
  });

  it("limits enquiries per IP address", async () => {
    const ip = "198.51.100.77";
    const parts = { data: validApplicationData(), resume: { bytes: tinyPdf() } };
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.max; i += 1) {
      expect((await upload("/upload", parts, {}, ip)).statusCode).toBe(201);
    }
    const limited = await upload("/upload", parts, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "Too many enquiries from your network. Please try again in an hour." });
    expect((await upload("/upload", parts, {}, "198.51.100.78")).statusCode).toBe(201);
  });

  it("is described in the OpenAPI document", async () => {
    const spec = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys((spec.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/application/upload", "/upload"]));
  });
});
