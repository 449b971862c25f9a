// "Download my data" (GET /api/me/export): the ZIP's my-data.json (account, every field of each
// application, round history without who made it, mails with their statuses) and the PDFs byte for
// byte; nothing of another candidate or of HR; a missing file listed, not fatal; 401/403; the
// per-user limit; and a download the client abandons stops reading the upload store.
import crypto from "node:crypto";
import http from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import type { FileStorage } from "../../src/infra/storage/file-storage.js";
import { storageUnavailable } from "../../src/infra/storage/storage-unavailable.js";
import { SERVICE_UNAVAILABLE } from "../../src/server/outage.js";
import { MY_DATA_EXPORT_PATH } from "../../src/shared/me/account-data.js";
import { MY_APPLICATION_MESSAGES } from "../../src/shared/me/applications.js";
import { createApplication } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { zipEntries } from "../helpers/zip-entries.js";

type User = Awaited<ReturnType<typeof createUser>>;

const SCORECARD_NOTES = "Hesitant on the coding exercise; would not hire";

function pdfBytes(size: number): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), crypto.randomBytes(size)]);
}

describe("download my data", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const exportAs = async (user?: User) =>
    testApp.app.inject({
      method: "GET",
      url: MY_DATA_EXPORT_PATH,
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
    });

  /** The app on a real socket (once), for what app.inject cannot show: hanging up, a connection cut. */
  let listening: Promise<string> | undefined;
  const origin = () => (listening ??= testApp.app.listen({ host: "127.0.0.1", port: 0 }));

  /** The upload store, with `open` replaced for one test. */
  async function withStoreOpen<T>(open: FileStorage["open"], run: () => Promise<T>): Promise<T> {
    const storage = testApp.deps.storage;
    testApp.deps.storage = { ...storage, open };
    try {
      return await run();
    } finally {
      testApp.deps.storage = storage;
    }
  }

  /** Stores a PDF through the app's upload store, as an upload would, and returns its stored name. */
  async function storePdf(bytes: Buffer): Promise<string> {
    const name = `${crypto.randomUUID()}.pdf`;
    await testApp.deps.storage.write(name, Readable.from([bytes]));
    return name;
  }

  async function candidateWithData() {
    const user = await createUser(db(), { name: `Meera Candidate ${uniqueSuffix()}` });
    const hr = await createUser(db(), { role: "hr", name: `Harini Recruiter ${uniqueSuffix()}` });
    const job = await createJob(db(), { department: "Engineering", jobTitle: "Data Engineer" });
    const files = { resumeA: pdfBytes(300_000), academicsA: pdfBytes(120_000), resumeB: pdfBytes(80_000) };
    const withAcademics = await createApplication(db(), {
      userId: user.id,
      jobId: job.id,
      jobTitle: job.jobTitle,
      fullName: user.name,
      email: user.email,
      joining: "Notice Period",
      identifiers: { aadhar: "234567890124", pan: "ABCDE1234F", passport: "P1234567" },
      otherTechSkills: "Rust, Go",
      resumePath: await storePdf(files.resumeA),
      academicDocsPath: await storePdf(files.academicsA),
      createdAt: new Date(Date.now() - 60_000),
    });
    const general = await createApplication(db(), {
      userId: user.id,
      jobTitle: "General Application",
      fullName: user.name,
      email: user.email,
      resumePath: await storePdf(files.resumeB),
    });

    const moved = await testApp.app.inject({
      method: "POST",
      url: `/application/api/applicants/engineering/${withAcademics.id}/move`,
      headers: { authorization: `Bearer ${await tokenFor(hr)}` },
      payload: { toRound: "Round 1", status: "cleared" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await db().mailLog.updateMany({ where: { applicationId: withAcademics.id }, data: { status: "sent", sentAt: new Date() } });
    await db().mailLog.create({
      data: { kind: "application_received", recipient: user.email, applicationId: general.id, status: "failed" },
    });
    await db().mailLog.create({ data: { kind: "signup_code", recipient: user.email, status: "sent", sentAt: new Date() } });
    await db().contactMessage.create({
      data: { userId: user.id, name: user.name, email: user.email, subject: "careers", message: "Do you hire interns?" },
    });
    await db().consent.create({
      data: { applicationId: withAcademics.id, userId: user.id, purpose: "future_openings", noticeVersion: "2026-11-27", granted: true },
    });
    await db().dataRequest.create({
      data: {
        userId: user.id,
        type: "correction",
        message: "My college name is misspelt",
        dueAt: new Date(Date.now() + 86_400_000),
        status: "answered",
        reply: "Corrected, thank you.",
        answeredAt: new Date(),
      },
    });
    // An interviewer's scorecard of the candidate's interview: HR's record, never the candidate's to read.
    const scorer = await createUser(db(), { role: "interviewer", name: `Ira Scorer ${uniqueSuffix()}` });
    const interview = await db().interview.create({
      data: {
        applicationId: withAcademics.id,
        round: "round_1",
        startsAt: new Date(Date.now() - 3_600_000),
        durationMinutes: 45,
        location: "Manipal",
      },
    });
    await db().scorecard.create({
      data: {
        interviewId: interview.id,
        interviewerId: scorer.id,
        ratings: { Coding: 4 },
        recommendation: "strong_no",
        notes: SCORECARD_NOTES,
      },
    });
    return { user, hr, job, withAcademics, general, files };
  }

  async function otherCandidate() {
    const other = await createUser(db(), { name: `Rohan Other ${uniqueSuffix()}` });
    const application = await createApplication(db(), {
      userId: other.id,
      fullName: other.name,
      email: other.email,
      resumePath: await storePdf(pdfBytes(1_000)),
      academicDocsPath: await storePdf(pdfBytes(1_000)),
    });
    await db().roundChange.create({
      data: { applicationId: application.id, fromRound: "resume_screening", toRound: "round_2", status: "in_progress" },
    });
    await db().mailLog.create({ data: { kind: "applicant_accepted", recipient: other.email, applicationId: application.id } });
    await db().contactMessage.create({
      data: { userId: other.id, name: other.name, email: other.email, subject: "careers", message: "Hello" },
    });
    return { other, application };
  }

  it("streams a ZIP of my-data.json and the candidate's own PDFs, byte for byte", async () => {
    const { user, hr, job, withAcademics, general, files } = await candidateWithData();
    const { other, application: theirs } = await otherCandidate();

    const res = await exportAs(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="my-data.zip"');
    expect(res.headers["cache-control"]).toBe("no-store");

    const entries = await zipEntries(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        `documents/${withAcademics.id}-resume.pdf`,
        `documents/${withAcademics.id}-academic-documents.pdf`,
        `documents/${general.id}-resume.pdf`,
        "my-data.json",
      ].sort(),
    );
    expect(entries.get(`documents/${withAcademics.id}-resume.pdf`)?.equals(files.resumeA)).toBe(true);
    expect(entries.get(`documents/${withAcademics.id}-academic-documents.pdf`)?.equals(files.academicsA)).toBe(true);
    expect(entries.get(`documents/${general.id}-resume.pdf`)?.equals(files.resumeB)).toBe(true);

    const text = entries.get("my-data.json")?.toString("utf8") ?? "";
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.account).toEqual({ name: user.name, email: user.email, role: "user", createdAt: user.createdAt.toISOString() });
    expect(data.missingDocuments).toEqual([]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: general.id,
        jobTitle: "General Application",
        status: "Under review",
        roundHistory: [],
        fields: expect.objectContaining({ resumePath: `documents/${general.id}-resume.pdf`, academicDocsPath: null }),
        mails: [
          {
            kind: "application_received",
            subject: "We received your application for General Application",
            status: "failed",
            createdAt: expect.any(String),
            sentAt: null,
            message: null,
            link: null,
          },
        ],
      }),
      expect.objectContaining({
        id: withAcademics.id,
        jobId: job.id,
        jobTitle: "Data Engineer",
        department: "Engineering",
        currentRound: "Round 1",
        status: "Moved to Round 1",
        withdrawnAt: null,
        roundHistory: [{ from: "Resume Screening", to: "Round 1", status: "In Progress", date: expect.any(String) }],
        mails: [
          {
            kind: "applicant_accepted",
            subject: "You have moved to Round 1 at RFT Technologies",
            status: "sent",
            createdAt: expect.any(String),
            sentAt: expect.any(String),
            message: null,
            link: null,
          },
        ],
      }),
    ]);
    const [, movedOne] = data.applications as { fields: Record<string, unknown> }[];
    expect(movedOne?.fields).toMatchObject({
      fullName: user.name,
      email: user.email,
      mobileNumber: withAcademics.mobileNumber,
      dateOfBirth: "2000-05-17",
      collegeUniversity: withAcademics.collegeUniversity,
      aggregateMarks: 82.5,
      techSkills: ["Python", "JavaScript"],
      otherTechSkills: "Rust, Go",
      joining: "Notice Period",
      // In full (decrypted): the candidate's own copy, the one place the numbers leave the database in clear.
      aadharNumber: "234567890124",
      passportNumber: "P1234567",
      panNo: "ABCDE1234F",
      passportAvailable: true,
      resumePath: `documents/${withAcademics.id}-resume.pdf`,
      academicDocsPath: `documents/${withAcademics.id}-academic-documents.pdf`,
    });
    expect(data.otherMails).toEqual([
      {
        kind: "signup_code",
        subject: null,
        message: null,
        link: null,
        status: "sent",
        createdAt: expect.any(String),
        sentAt: expect.any(String),
      },
    ]);

    expect(data.contactMessages).toEqual([
      {
        name: user.name,
        email: user.email,
        phoneNumber: null,
        subject: "careers",
        message: "Do you hire interns?",
        createdAt: expect.any(String),
      },
    ]);

    expect(data.consents).toEqual([
      {
        applicationId: withAcademics.id,
        jobTitle: job.jobTitle,
        purpose: "future_openings",
        granted: true,
        noticeVersion: "2026-11-27",
        recordedAt: expect.any(String),
        withdrawnAt: null,
      },
    ]);
    expect(data.dataRequests).toMatchObject([
      { type: "correction", message: "My college name is misspelt", status: "answered", reply: "Corrected, thank you." },
    ]);

    // No scorecard: neither its notes nor its recommendation.
    for (const secret of [SCORECARD_NOTES, "strong_no", "recommendation", "scorecard"])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    // Nothing of the other candidate, nor who at HR moved the application.
    for (const secret of [other.name, other.email, hr.name, hr.email, "Round 2"]) expect(text).not.toContain(secret);
    expect((data.applications as { id: number }[]).map((a) => a.id)).not.toContain(theirs.id);
    expect([...entries.keys()].filter((name) => name.startsWith(`documents/${theirs.id}-`))).toEqual([]);
  });

  it("skips a document the store no longer has and lists it as missing", async () => {
    const user = await createUser(db());
    const kept = pdfBytes(2_000);
    const application = await createApplication(db(), {
      userId: user.id,
      resumePath: await storePdf(kept),
      academicDocsPath: `${crypto.randomUUID()}.pdf`,
    });
    const res = await exportAs(user);
    expect(res.statusCode, res.body).toBe(200);
    const entries = await zipEntries(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([`documents/${application.id}-resume.pdf`, "my-data.json"]);
    expect(entries.get(`documents/${application.id}-resume.pdf`)?.equals(kept)).toBe(true);
    const data = JSON.parse(entries.get("my-data.json")?.toString("utf8") ?? "") as { missingDocuments: string[] };
    expect(data.missingDocuments).toEqual([`documents/${application.id}-academic-documents.pdf`]);
  });

  it("refuses callers without a token (401) and HR (403)", async () => {
    const anonymous = await exportAs();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ reason: "SIGN_IN_REQUIRED" });
    const hr = await exportAs(await createUser(db(), { role: "hr" }));
    expect(hr.statusCode).toBe(403);
    expect(hr.json()).toEqual({ error: MY_APPLICATION_MESSAGES.candidatesOnly, reason: "FORBIDDEN" });
  });

  it("allows 5 downloads an hour per user, then answers 429 RATE_LIMITED", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 5; i += 1) expect((await exportAs(user)).statusCode).toBe(200);
    const limited = await exportAs(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: expect.stringMatching(/^You can download your data 5 times an hour\. Please try again in /),
      reason: "RATE_LIMITED",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Per user: another candidate is not held up.
    expect((await exportAs(await createUser(db()))).statusCode).toBe(200);
  });

  it("answers a JSON 503 when the database fails before the download starts", async () => {
    const user = await createUser(db());
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    // Only the export's own read fails: the sign-in check before it still answers.
    const findMany = vi.spyOn(db().application, "findMany").mockRejectedValueOnce(refused);
    try {
      const res = await exportAs(user);
      expect(res.statusCode).toBe(503);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
      expect(findMany).toHaveBeenCalledTimes(1);
    } finally {
      findMany.mockRestore();
    }
  });

  it("cuts the connection when the store fails once the download has started", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 2; i += 1) await createApplication(db(), { userId: user.id, resumePath: await storePdf(pdfBytes(200_000)) });
    const storage = testApp.deps.storage;
    let opens = 0;
    const openFirstOnly: FileStorage["open"] = async (name) => {
      opens += 1;
      if (opens > 1) throw storageUnavailable(new Error("store gone"));
      return storage.open(name);
    };
    const outcome = await withStoreOpen(openFirstOnly, async () => {
      const headers = { authorization: `Bearer ${await tokenFor(user)}` };
      const url = `${await origin()}${MY_DATA_EXPORT_PATH}`;
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(url, { headers }, resolve).on("error", reject),
      );
      let received = 0;
      try {
        for await (const chunk of response) received += (chunk as Buffer).length;
        return { status: response.statusCode, received, failed: false };
      } catch {
        return { status: response.statusCode, received, failed: true };
      }
    });
    // Started as a 200 with the first document, then broken off rather than ended as if complete.
    expect(outcome).toMatchObject({ status: 200, failed: true });
    expect(outcome.received).toBeGreaterThan(200_000);
  });

  it("stops reading the upload store when the client abandons the download", async () => {
    const user = await createUser(db());
    await createApplication(db(), { userId: user.id, resumePath: await storePdf(pdfBytes(16_000_000)) });
    const storage = testApp.deps.storage;
    const opened: Readable[] = [];
    const watchedOpen: FileStorage["open"] = async (name) => {
      const file = await storage.open(name);
      if (file) opened.push(file.stream);
      return file;
    };
    await withStoreOpen(watchedOpen, async () => {
      const headers = { authorization: `Bearer ${await tokenFor(user)}` };
      const url = `${await origin()}${MY_DATA_EXPORT_PATH}`;
      await new Promise<void>((resolve, reject) => {
        const request = http.get(url, { headers }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
          // The first bytes arrived: hang up, as a closed tab would.
          response.once("data", () => {
            request.destroy();
            resolve();
          });
        });
        request.on("error", reject);
      });
    });
    const [stream] = opened;
    if (!stream) throw new Error("the export opened no stored file");
    if (!stream.closed) await new Promise((resolve) => stream.once("close", resolve));
    expect(stream.destroyed).toBe(true);
    expect(stream.readableEnded).toBe(false);
  });
});
