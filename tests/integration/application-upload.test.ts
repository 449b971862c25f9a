// The upload doors, run once per upload store (local disk and S3): what is stored, what is refused,
// and that a failed submission leaves no file behind; then an S3 store that does not answer.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApplicationFormData } from "../../src/shared/application/form-values.js";
import { APPLICATION_MESSAGES } from "../../src/shared/application/messages.js";
import { GENERAL_APPLICATION_TITLE } from "../../src/shared/application/general-application.js";
import { AADHAR_MESSAGES } from "../../src/shared/application/step-schemas.js";
import { ENQUIRY_RATE_LIMIT } from "../../src/server/rest/application-upload.js";
import { STORAGE_UNAVAILABLE } from "../../src/infra/storage/storage-unavailable.js";
import { createEnquiry } from "../helpers/application-factory.js";
import { multipart, PNG_BYTES, tinyPdf, validApplicationData, type UploadParts as Parts } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { unreachableS3Env } from "../helpers/s3-server.js";
import { STORAGE_DRIVERS, type TestStore } from "../helpers/storage-drivers.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/** The per-IP enquiry limit is kept in the run's Redis: each driver's block sends from its own network. */
const NETWORKS = ["198.51.100", "203.0.113"];
const CASES = STORAGE_DRIVERS.map((store, index) => ({ ...store, network: NETWORKS[index] ?? "192.0.2" }));

describe.each(CASES)("POST /application/upload and POST /upload ($driver store)", ({ start, network }) => {
  let testApp: TestApp;
  let store: TestStore;
  let hrAuth: { authorization: string };
  const db = () => testApp.deps.db;
  const storedFiles = () => store.list();

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

  /** An HR download of a stored document, as the HR screens fetch it. */
  function download(url: string) {
    return testApp.app.inject({ method: "GET", url, headers: hrAuth });
  }

  beforeAll(async () => {
    store = await start();
    testApp = await createTestApp({ ...store.env, UPLOAD_MAX_MB: "1" });
    hrAuth = { authorization: `Bearer ${await tokenFor(await createUser(db(), { role: "hr" }))}` };
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp.close();
    await store.close();
  });

  it("stores a valid PDF under a generated name, creates the row from the job and enqueues the mail", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db(), { jobTitle: "Data Analyst", department: "Finance" });
    const before = (await storedFiles()).length;

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
      roundStatus: "in_progress",
    });
    // The identity numbers given (Aadhar and PAN; no passport) sit beside the row, sealed.
    const identifiers = await db().applicationIdentifier.findMany({ where: { applicationId: row.id }, orderBy: { kind: "asc" } });
    expect(identifiers.map(({ kind, last4 }) => [kind, last4])).toEqual([
      ["aadhar", "0124"],
      ["pan", "234F"],
    ]);
    expect(row.resumePath).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.academicDocsPath).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await storedFiles()).toHaveLength(before + 2);
    expect(await storedFiles()).toEqual(expect.arrayContaining([row.resumePath, row.academicDocsPath]));
    expect(await store.read(row.resumePath)).toEqual(tinyPdf());

    const mail = await db().mailLog.findUnique({ where: { idempotencyKey: `application-received-${row.id}` } });
    expect(mail).toMatchObject({ kind: "application_received", recipient: user.email, status: "queued" });
  });

  it("gives HR back exactly the bytes that were uploaded, with their length and a download name", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const resume = tinyPdf(300_000);
    const academics = tinyPdf(40_000);
    const res = await apply(token, { data: applicationData(user.id, job.id), resume: { bytes: resume }, academics: { bytes: academics } });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };

    for (const [kind, bytes] of [
      ["resume", resume],
      ["academics", academics],
    ] as const) {
      const file = await download(`/application/api/applicants/${id}/${kind}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-length"]).toBe(String(bytes.length));
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="Asha-Rao-${kind}.pdf"`);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("refuses a PNG named .pdf with a 400 and keeps nothing", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const before = await storedFiles();

    const res = await apply(token, {
      data: applicationData(user.id, job.id),
      resume: { bytes: PNG_BYTES, name: "resume.pdf", type: "application/pdf" },
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Resume must be a PDF file.", reason: "VALIDATION" });
    expect(await storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a file that starts like a PDF but has no %%EOF trailer, removing the resume stored before it", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const before = await storedFiles();
    const res = await apply(token, {
      data: applicationData(user.id, job.id),
      resume: { bytes: tinyPdf() },
      academics: { bytes: Buffer.from("%PDF-1.4\ncut short") },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Academic documents must be a PDF file.", reason: "VALIDATION" });
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 413 for a file over UPLOAD_MAX_MB and keeps nothing", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const before = await storedFiles();

    const res = await apply(token, { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf(1.5 * 1024 * 1024) } });

    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "Each file must be at most 1 MB.", reason: "PAYLOAD_TOO_LARGE" });
    expect(await storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 when the resume is missing", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const res = await apply(token, { data: applicationData(user.id, job.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Resume is required", reason: "VALIDATION" });
  });

  it("re-validates every field with the wizard's messages", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const cases: [Partial<ApplicationFormData>, string, string][] = [
      [{ aadhar: "1234" }, "Aadhar must be 12 digits", "aadhar"],
      [{ aadhar: "234567890125" }, AADHAR_MESSAGES.checkDigit, "aadhar"],
      [{ aadhar: "134567890124" }, AADHAR_MESSAGES.firstDigit, "aadhar"],
      [{ graduationYear: "2031" }, "Year must be between 1050 and 2025", "graduationYear"],
      [{ hasInternship: "Yes", projectDesc: " " }, "Description required", "projectDesc"],
      [{ agree: false }, "You must agree to the declaration", "agree"],
    ];
    for (const [overrides, message, field] of cases) {
      const res = await apply(token, { data: applicationData(user.id, job.id, overrides), resume: { bytes: tinyPdf() } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, field, reason: "VALIDATION" });
    }
    const notJson = await apply(token, { data: "{not json", resume: { bytes: tinyPdf() } });
    expect(notJson.json()).toEqual({ error: APPLICATION_MESSAGES.badData, reason: "VALIDATION" });
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 403 when user_id is another user's", async () => {
    const { token } = await signedIn();
    const other = await createUser(db());
    const job = await createJob(db());
    const res = await apply(token, { data: applicationData(other.id, job.id), resume: { bytes: tinyPdf() } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: APPLICATION_MESSAGES.notYourAccount, reason: "FORBIDDEN" });
    expect(await db().application.count({ where: { userId: other.id } })).toBe(0);
  });

  it("answers 401 without a token", async () => {
    const job = await createJob(db());
    const res = await apply(null, { data: applicationData(1, job.id), resume: { bytes: tinyPdf() } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Please log in to continue.", reason: "SIGN_IN_REQUIRED" });
  });

  it("answers 409 when the same user applies to the same job twice, keeping the first", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const parts = { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf() } };
    expect((await apply(token, parts)).statusCode).toBe(201);
    const filesAfterFirst = await storedFiles();

    const again = await apply(token, parts);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "You have already applied for this job.", reason: "ALREADY_APPLIED" });
    expect(await storedFiles()).toEqual(filesAfterFirst);
    expect(await db().application.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
  });

  it("keeps concurrent duplicates to one row", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const parts = { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf() } };
    const before = await storedFiles();
    const statuses = (await Promise.all([apply(token, parts), apply(token, parts), apply(token, parts)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(1);
    expect(await storedFiles()).toHaveLength(before.length + 1);
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

  it("refuses an expired job with a clear 400 and a missing or deleted one with 404, each with its reason", async () => {
    const { user, token } = await signedIn();
    const expired = await createJob(db(), { applicationDeadline: new Date("2020-01-01") });
    const res = await apply(token, { data: applicationData(user.id, expired.id), resume: { bytes: tinyPdf() } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: APPLICATION_MESSAGES.expired, reason: "JOB_EXPIRED" });

    const missing = await apply(token, { data: applicationData(user.id, 999_999), resume: { bytes: tinyPdf() } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: APPLICATION_MESSAGES.jobRemoved, reason: "JOB_NOT_FOUND" });

    // A draft or a tab left open on a job HR has since deleted.
    const deleted = await createJob(db());
    await db().job.delete({ where: { id: deleted.id } });
    const late = await apply(token, { data: applicationData(user.id, deleted.id), resume: { bytes: tinyPdf() } });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: APPLICATION_MESSAGES.jobRemoved, reason: "JOB_NOT_FOUND" });
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
    const before = await storedFiles();
    try {
      const res = await apply(token, {
        data: applicationData(user.id, job.id, { fullName: "Insert Refused" }),
        resume: { bytes: tinyPdf() },
        academics: { bytes: tinyPdf() },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: "Something went wrong", reason: "INTERNAL" });
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_test_insert ON applications`);
      await db().$executeRawUnsafe(`DROP FUNCTION refuse_test_insert()`);
    }
    expect(await storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("removes the row and the files when the mail cannot be queued", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    vi.spyOn(testApp.deps.mailQueue, "add").mockRejectedValueOnce(new Error("Redis is down"));
    const before = await storedFiles();

    const res = await apply(token, { data: applicationData(user.id, job.id), resume: { bytes: tinyPdf() } });

    expect(res.statusCode).toBe(503);
    expect(await storedFiles()).toEqual(before);
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("takes an enquiry on /upload without an account, with the same checks", async () => {
    const ip = `${network}.10`;
    const data = validApplicationData({ fullName: "Ravi Enquirer", email: "ravi@example.com" });
    const resume = tinyPdf(20_000);
    const res = await upload("/upload", { data, resume: { bytes: resume } }, {}, ip);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: APPLICATION_MESSAGES.enquirySubmitted });
    const row = await db().application.findUniqueOrThrow({ where: { id: (res.json() as { id: number }).id } });
    expect(row).toMatchObject({ source: "enquiry", userId: null, jobId: null, fullName: "Ravi Enquirer" });
    expect(await db().applicationIdentifier.count({ where: { applicationId: row.id } })).toBe(2);
    expect(await store.read(row.resumePath)).toEqual(resume);
    const downloaded = await download(`/api/candidates/${row.id}/resume`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(resume);

    const before = await storedFiles();
    const png = await upload("/upload", { data, resume: { bytes: PNG_BYTES, name: "cv.pdf" } }, {}, ip);
    expect(png.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
    const invalid = await upload("/upload", { data: { ...data, pan: "abc" }, resume: { bytes: tinyPdf() } }, {}, ip);
    expect(invalid.json()).toEqual({ error: "PAN must be 10 characters (e.g., ABCDE1234F)", field: "pan", reason: "VALIDATION" });
  });

  it("limits enquiries per IP address", async () => {
    const ip = `${network}.77`;
    const parts = { data: validApplicationData(), resume: { bytes: tinyPdf() } };
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.max; i += 1) {
      expect((await upload("/upload", parts, {}, ip)).statusCode).toBe(201);
    }
    const limited = await upload("/upload", parts, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "Too many enquiries from your network. Please try again in an hour.", reason: "RATE_LIMITED" });
    expect((await upload("/upload", parts, {}, `${network}.78`)).statusCode).toBe(201);
  });

  it("is described in the OpenAPI document", async () => {
    const spec = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys((spec.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/application/upload", "/upload"]));
  });
});

describe("uploads and downloads when the S3 store does not answer", () => {
  let testApp: TestApp;
  const db = () => testApp.deps.db;

  beforeAll(async () => {
    testApp = await createTestApp({ ...(await unreachableS3Env()), UPLOAD_MAX_MB: "1" });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function post(url: string, parts: Parts, headers: Record<string, string> = {}) {
    const { payload, contentType } = await multipart(parts);
    return testApp.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: "192.0.2.50",
      headers: { "content-type": contentType, ...headers },
    });
  }

  it("answers a job application with a 503 the user may retry, and writes no row", async () => {
    const user = await createUser(db());
    const job = await createJob(db());
    const res = await post(
      "/application/upload",
      { data: { ...validApplicationData(), jobTitle: "x", user_id: user.id, jobpost_id: job.id }, resume: { bytes: tinyPdf() } },
      { authorization: `Bearer ${await tokenFor(user)}` },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: STORAGE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers an enquiry with the same 503", async () => {
    const email = `unreachable.${uniqueSuffix()}@example.com`;
    const res = await post("/upload", { data: validApplicationData({ email }), resume: { bytes: tinyPdf() } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: STORAGE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
    expect(await db().application.count({ where: { email } })).toBe(0);
  });

  it("answers an HR download with a 503, not a 500 or a 404", async () => {
    const hr = await createUser(db(), { role: "hr" });
    const enquiry = await createEnquiry(db());
    const res = await testApp.app.inject({
      method: "GET",
      url: `/api/candidates/${enquiry.id}/resume`,
      headers: { authorization: `Bearer ${await tokenFor(hr)}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: STORAGE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
  });
});
