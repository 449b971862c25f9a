// Issue #29's identity numbers end to end: an application and an enquiry submitted through the real
// upload doors with a valid Aadhaar, a PAN and a passport number leave no column holding them in
// clear (a pg_dump of the database holds none of them, as text or as bytes); HR's REST and tRPC views
// and the CSV show them masked to the last four; HR's reveal answers one in full, audited and
// rate-limited; the candidate's own "Download my data" holds them in full; a wrong check digit is
// a 400 naming the field; neither the mail nor the server's logs (at trace level) carry them.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb } from "../../src/infra/db/client.js";
import { deriveMailKey, openMailPayload } from "../../src/infra/mail/payload-crypto.js";
import { erasePersonalData } from "../../src/infra/privacy/erase-personal-data.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { IDENTIFIER_REVEAL_LIMITS } from "../../src/server/limits/policies.js";
import type { ApplicationFormData } from "../../src/shared/application/form-values.js";
import { AADHAR_MESSAGES } from "../../src/shared/application/step-schemas.js";
import { verhoeffCheckDigit } from "../../src/shared/application/verhoeff.js";
import { HR_EXPORT_PATHS } from "../../src/shared/hr/export.js";
import { identifierNotFound } from "../../src/shared/application/reveal-identifier.js";
import { MY_DATA_EXPORT_PATH } from "../../src/shared/me/account-data.js";
import { createEnquiry } from "../helpers/application-factory.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { csvRows } from "../helpers/csv-rows.js";
import { startWebServerProcess, type WebServerProcess } from "../helpers/web-server-process.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { zipEntries } from "../helpers/zip-entries.js";

type User = Awaited<ReturnType<typeof createUser>>;

/** "2345 6789 012x"-style: a fresh 11-digit body from 2–9 and its Verhoeff check digit, so no other test's row shares it. */
function freshAadhar(): string {
  const body = `2${crypto.randomInt(10 ** 9, 10 ** 10)}`;
  return body + verhoeffCheckDigit(body);
}

function freshPan(): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + crypto.randomInt(26))).join("");
  return `${letters}${crypto.randomInt(1000, 10_000)}${String.fromCharCode(65 + crypto.randomInt(26))}`;
}

function freshPassport(): string {
  return `Z${crypto.randomInt(10_000_000, 100_000_000)}`;
}

/** The ways a value could sit in a dump: as text, and as the hex pg_dump writes a bytea in. */
function forms(value: string): string[] {
  return [value, Buffer.from(value).toString("hex")];
}

describe("identity numbers at rest", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const auth = async (user: User) => ({ authorization: `Bearer ${await tokenFor(user)}` });
  const caller = (user: User) => {
    const authUser: AuthUser = { id: user.id, name: user.name, email: user.email, role: user.role };
    return createCallerFactory(appRouter)(createContextInner(testApp.deps, authUser));
  };
  const inject = async (method: "GET" | "POST", url: string, user: User | null, payload?: object) =>
    testApp.app.inject({ method, url, headers: user ? await auth(user) : {}, ...(payload ? { payload } : {}) });

  async function upload(url: string, data: object, headers: Record<string, string> = {}) {
    const { payload, contentType } = await multipart({ data, resume: { bytes: tinyPdf() } });
    return testApp.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType, ...headers } });
  }

  /** A candidate applies to a fresh job through POST /application/upload with all three numbers. */
  async function applied(overrides: Partial<ApplicationFormData> = {}) {
    const candidate = await createUser(db());
    const job = await createJob(db(), { department: "Finance", jobTitle: `Auditor ${uniqueSuffix()}` });
    const numbers = { aadhar: freshAadhar(), pan: freshPan(), passport: freshPassport() };
    const res = await upload(
      "/application/upload",
      { ...validApplicationData({ ...numbers, ...overrides }), user_id: candidate.id, jobpost_id: job.id },
      await auth(candidate),
    );
    return { res, candidate, job, numbers, id: (res.json() as { id: number }).id };
  }

  it("stores the numbers of an application and of an enquiry in no column in clear: a pg_dump holds none of them", async () => {
    const application = await applied();
    expect(application.res.statusCode, application.res.body).toBe(201);
    const enquiryNumbers = { aadhar: freshAadhar(), pan: freshPan(), passport: freshPassport() };
    const enquiry = await upload("/upload", validApplicationData({ ...enquiryNumbers, email: `enq.${uniqueSuffix()}@example.com` }));
    expect(enquiry.statusCode, enquiry.body).toBe(201);

    // Each number is a row of application_identifiers: sealed under the current key, its last four beside it.
    const rows = await db().applicationIdentifier.findMany({
      where: { applicationId: { in: [application.id, (enquiry.json() as { id: number }).id] } },
    });
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.keyId).toBe(testApp.deps.identifierKeys.currentId);
      expect(row.lookupHash).not.toBeNull();
    }

    // The application-received mail carries the name and job title only.
    const mail = await db().mailLog.findUniqueOrThrow({ where: { idempotencyKey: `application-received-${application.id}` } });
    const payload = JSON.stringify(openMailPayload(deriveMailKey(testApp.deps.env), mail.id, mail.sealedPayload ?? ""));
    expect(payload).toContain(validApplicationData().fullName);
    for (const value of Object.values(application.numbers)) expect(payload).not.toContain(value);

    const database = new URL(process.env.DATABASE_URL ?? "").pathname.slice(1);
    const dump = execFileSync("pg_dump", ["-h", "127.0.0.1", "-U", "postgres", "--no-owner", database], { maxBuffer: 1 << 30 }).toString(
      "utf8",
    );
    expect(dump).toContain("application_identifiers");
    for (const value of [...Object.values(application.numbers), ...Object.values(enquiryNumbers)]) {
      for (const form of forms(value)) expect(dump.includes(form), `${value} in the dump`).toBe(false);
    }
  });

  it("shows HR the numbers masked to their last four in REST, tRPC and the CSV", async () => {
    const { id, numbers, job } = await applied();
    const hr = await createUser(db(), { role: "hr" });
    const masked = {
      aadhar: `XXXX XXXX ${numbers.aadhar.slice(-4)}`,
      pan: `XXXXXX${numbers.pan.slice(-4)}`,
      passport: `XXXX${numbers.passport.slice(-4)}`,
    };

    const rest = await inject("GET", `/application/api/applicants/${id}`, hr);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      aadhar_number: masked.aadhar,
      pan_no: masked.pan,
      passport_available: true,
      passport_number: masked.passport,
    });
    const trpc = await caller(hr).hr.applicants.byId({ id });
    expect(trpc).toMatchObject({ aadharNumber: masked.aadhar, panNo: masked.pan, passportNumber: masked.passport });

    const csv = await inject("GET", `${HR_EXPORT_PATHS.applicants}?department=Finance`, hr);
    expect(csv.statusCode).toBe(200);
    const [header = [], ...records] = csvRows(csv.body.replace(/^\uFEFF/, ""));
    const row = records.find((record) => record[0] === String(id)) ?? [];
    expect(row[header.indexOf("Job Title")]).toBe(job.jobTitle);
    expect(row[header.indexOf("Aadhar Number")]).toBe(masked.aadhar);
    expect(row[header.indexOf("PAN")]).toBe(masked.pan);
    expect(row[header.indexOf("Passport Number")]).toBe(masked.passport);

    for (const body of [rest.body, JSON.stringify(trpc), csv.body]) {
      for (const value of Object.values(numbers)) expect(body).not.toContain(value);
    }
  });

  it("reveals one number in full to HR, through both doors, with an audit row that never holds it", async () => {
    const { id, numbers } = await applied();
    const hr = await createUser(db(), { role: "hr" });

    const rest = await inject("POST", `/application/api/applicants/${id}/reveal`, hr, { field: "aadhar" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({ field: "aadhar", value: numbers.aadhar });
    expect(await caller(hr).hr.identifiers.reveal({ applicationId: id, field: "pan" })).toEqual({ field: "pan", value: numbers.pan });

    const audit = await db().auditEvent.findMany({ where: { applicationId: id, action: "identifier_revealed" }, orderBy: { id: "asc" } });
    expect(audit.map(({ actorId, targetType, targetId, after }) => ({ actorId, targetType, targetId, after }))).toEqual([
      { actorId: hr.id, targetType: "application", targetId: String(id), after: { field: "aadhar" } },
      { actorId: hr.id, targetType: "application", targetId: String(id), after: { field: "pan" } },
    ]);
    for (const value of Object.values(numbers)) expect(JSON.stringify(audit)).not.toContain(value);
  });

  it("answers 404 for a number the application lacks or an unknown application, 400 for another field, and only to HR", async () => {
    const { id, candidate } = await applied({ passport: "" });
    const hr = await createUser(db(), { role: "hr" });
    const missing = await inject("POST", `/application/api/applicants/${id}/reveal`, hr, { field: "passport" });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: identifierNotFound("passport"), reason: "NOT_FOUND" }]);
    const unknown = await inject("POST", "/application/api/applicants/2000000000/reveal", hr, { field: "aadhar" });
    expect(unknown.statusCode).toBe(404);
    const badField = await inject("POST", `/application/api/applicants/${id}/reveal`, hr, { field: "mobile" });
    expect(badField.statusCode).toBe(400);
    expect(badField.json()).toMatchObject({ field: "field", reason: "VALIDATION" });

    expect((await inject("POST", `/application/api/applicants/${id}/reveal`, null, { field: "aadhar" })).statusCode).toBe(401);
    expect((await inject("POST", `/application/api/applicants/${id}/reveal`, candidate, { field: "aadhar" })).statusCode).toBe(403);
    await expect(caller(candidate).hr.identifiers.reveal({ applicationId: id, field: "aadhar" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // None of the refusals revealed anything.
    expect(await db().auditEvent.count({ where: { applicationId: id, action: "identifier_revealed" } })).toBe(0);
  });

  it("lets one HR user reveal at most IDENTIFIER_REVEAL_LIMITS.perMinute numbers a minute; refusals and misses are not counted", async () => {
    const { id } = await applied({ passport: "" });
    const hr = await createUser(db(), { role: "hr" });
    const reveal = (field: string) => inject("POST", `/application/api/applicants/${id}/reveal`, hr, { field });
    expect((await reveal("passport")).statusCode).toBe(404);
    for (let i = 0; i < IDENTIFIER_REVEAL_LIMITS.perMinute; i++) expect((await reveal("aadhar")).statusCode).toBe(200);
    const limited = await reveal("aadhar");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ reason: "RATE_LIMITED", error: expect.stringMatching(/Too many numbers revealed/) });
    // Another HR user has an allowance of their own.
    expect(
      (await inject("POST", `/application/api/applicants/${id}/reveal`, await createUser(db(), { role: "hr" }), { field: "pan" }))
        .statusCode,
    ).toBe(200);
    expect(await db().auditEvent.count({ where: { applicationId: id, action: "identifier_revealed" } })).toBe(
      IDENTIFIER_REVEAL_LIMITS.perMinute + 1,
    );
  });

  it("gives the candidate their numbers in full in Download my data", async () => {
    const { id, numbers, candidate } = await applied();
    const res = await inject("GET", MY_DATA_EXPORT_PATH, candidate);
    expect(res.statusCode).toBe(200);
    const json = JSON.parse((await zipEntries(res.rawPayload)).get("my-data.json")?.toString("utf8") ?? "{}") as {
      applications: { id: number; fields: Record<string, unknown> }[];
    };
    expect(json.applications.find((application) => application.id === id)?.fields).toMatchObject({
      aadharNumber: numbers.aadhar,
      panNo: numbers.pan,
      passportNumber: numbers.passport,
      passportAvailable: true,
    });
  });

  it("refuses an Aadhar number whose check digit does not match with a 400 naming the field, and stores nothing", async () => {
    const aadhar = freshAadhar();
    const wrong = `${aadhar.slice(0, 11)}${(Number(aadhar[11]) + 1) % 10}`;
    const { res, candidate } = await applied({ aadhar: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: AADHAR_MESSAGES.checkDigit, field: "aadhar", reason: "VALIDATION" });
    expect(await db().application.count({ where: { userId: candidate.id } })).toBe(0);
  });

  it("reveals an enquiry's number too (the path's id is any application), until erasure removes it", async () => {
    const enquiry = await createEnquiry(db(), { identifiers: { passport: "K7654321" } });
    const hr = await createUser(db(), { role: "hr" });
    const reveal = () => inject("POST", `/application/api/applicants/${enquiry.id}/reveal`, hr, { field: "passport" });
    expect((await reveal()).json()).toEqual({ field: "passport", value: "K7654321" });
    expect((await caller(hr).hr.enquiries.byId({ id: enquiry.id })).passportNumber).toBe("XXXX4321");

    await erasePersonalData(testApp.deps, { applicationIds: [enquiry.id] });
    expect(await db().applicationIdentifier.count({ where: { applicationId: enquiry.id } })).toBe(0);
    expect((await reveal()).statusCode).toBe(404);
    expect((await caller(hr).hr.enquiries.byId({ id: enquiry.id })).passportAvailable).toBe(false);
  });
});

describe("identity numbers in the server's logs (trace level)", () => {
  let server: WebServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startWebServerProcess(inject("nodeDist"), { LOG_LEVEL: "trace" });
    baseUrl = server.url;
  });

  afterAll(async () => {
    await server.stop("SIGTERM");
  });

  it("logs neither a submitted number nor a revealed one", async () => {
    const db = createDb(inject("databaseUrl"));
    try {
      const candidate = await createUser(db);
      const hr = await createUser(db, { role: "hr" });
      const job = await createJob(db);
      const numbers = { aadhar: freshAadhar(), pan: freshPan(), passport: freshPassport() };
      const { payload, contentType } = await multipart({
        data: { ...validApplicationData(numbers), user_id: candidate.id, jobpost_id: job.id },
        resume: { bytes: tinyPdf() },
      });
      const applied = await fetch(`${baseUrl}/application/upload`, {
        method: "POST",
        headers: { "content-type": contentType, authorization: `Bearer ${await tokenFor(candidate)}` },
        body: new Uint8Array(payload),
      });
      expect(applied.status).toBe(201);
      const { id } = (await applied.json()) as { id: number };
      for (const field of ["aadhar", "pan", "passport"]) {
        const revealed = await fetch(`${baseUrl}/application/api/applicants/${id}/reveal`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${await tokenFor(hr)}` },
          body: JSON.stringify({ field }),
        });
        expect(await revealed.json()).toMatchObject({ field });
      }
      expect(server.output()).toContain("/reveal");
      for (const value of Object.values(numbers)) expect(server.output()).not.toContain(value);
    } finally {
      await db.$disconnect();
    }
  });
});
