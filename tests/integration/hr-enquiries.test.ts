// HR's enquiry candidates: paging, filters, clamping, the profile, reject (with the mail read from an
// SMTP sink through the real worker), and the documents' download and delete on each upload store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { enquiriesPageSchema, START_AFTER_END } from "../../src/shared/hr/enquiries.js";
import { HR_MESSAGES } from "../../src/shared/hr/messages.js";
import { DEFAULT_REJECTION_REASON } from "../../src/shared/mail.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";
import { STORAGE_DRIVERS, type TestStore } from "../helpers/storage-drivers.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

const DAY = 24 * 60 * 60 * 1000;

describe("HR enquiry candidates", () => {
  let pipeline: MailPipeline;
  let auth: { authorization: string };
  let hr: Awaited<ReturnType<typeof createUser>>;
  const db = () => pipeline.testApp.deps.db;
  const get = async (url: string) => {
    const res = await pipeline.testApp.app.inject({ method: "GET", url, headers: auth });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const list = async (query: string) => {
    const res = await get(`/api/candidates?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return enquiriesPageSchema.parse(res.body);
  };

  beforeAll(async () => {
    pipeline = await startMailPipeline("hr-enquiries");
    hr = await createUser(db(), { role: "hr" });
    auth = { authorization: `Bearer ${await tokenFor(hr)}` };
  });

  afterAll(async () => {
    await pipeline.close();
  });

  it("pages newest first, 10 by default, and clamps a page past the end to the last one", async () => {
    const tag = `Pager${uniqueSuffix()}`;
    const start = Date.now() - 30 * DAY;
    for (let i = 0; i < 23; i += 1) {
      await createEnquiry(db(), { fullName: `${tag} Person ${i}`, createdAt: new Date(start + i * 60_000) });
    }
    await createApplication(db(), { fullName: `${tag} Applicant` });

    const first = await list(`name=${tag}`);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalCandidates: 23, limit: 10 });
    expect(first.data.map((c) => c.fullName).slice(0, 2)).toEqual([`${tag} Person 22`, `${tag} Person 21`]);

    const last = await list(`name=${tag}&page=3`);
    expect(last.data.map((c) => c.fullName)).toEqual([`${tag} Person 2`, `${tag} Person 1`, `${tag} Person 0`]);

    const clamped = await list(`name=${tag}&page=99`);
    expect(clamped.pagination.currentPage).toBe(3);
    expect(clamped.data).toEqual(last.data);

    const five = await list(`name=${tag}&limit=5&page=2`);
    expect(five.pagination).toMatchObject({ currentPage: 2, totalPages: 5, limit: 5 });
    expect(five.data[0]?.fullName).toBe(`${tag} Person 17`);
  });

  it("without filters: newest first, the total of every enquiry, and a far page clamped", async () => {
    const newest = await createEnquiry(db(), { createdAt: new Date(Date.now() + 365 * DAY) });
    const first = await list("limit=1");
    expect(first.data.map((c) => c.id)).toEqual([newest.id]);
    expect(first.pagination.totalCandidates).toBeGreaterThanOrEqual(1);
    expect(first.pagination.totalPages).toBe(first.pagination.totalCandidates);
    const far = await list("page=1000000");
    expect(far.pagination.currentPage).toBe(far.pagination.totalPages);
    expect(far.data.length).toBeGreaterThan(0);
  });

  it("refuses bad paging and date parameters with a clear 400", async () => {
    expect(await get("/api/candidates?page=0")).toMatchObject({ status: 400, body: { error: "Page must be a whole number of 1 or more" } });
    expect(await get("/api/candidates?limit=500")).toMatchObject({
      status: 400,
      body: { error: "Limit must be a whole number from 1 to 100" },
    });
    expect(await get("/api/candidates?createdAt_gte=yesterday")).toMatchObject({
      status: 400,
      body: { error: "Start date must be an ISO date such as 2025-01-31" },
    });
    expect(await get("/api/candidates?createdAt_gte=2025-02-01&createdAt_lte=2025-01-01")).toMatchObject({
      status: 400,
      body: { error: START_AFTER_END },
    });
  });

  it("filters by name and e-mail (case-insensitive substrings, % taken literally) and by an inclusive date range", async () => {
    const tag = uniqueSuffix();
    const ada = await createEnquiry(db(), {
      fullName: `Ada ${tag} Lovelace`,
      email: `ada.${tag}@math.example`,
      createdAt: new Date("2021-03-01T09:00:00Z"),
    });
    const bob = await createEnquiry(db(), {
      fullName: `Bob ${tag} 100% Sure`,
      email: `bob.${tag}@example.com`,
      createdAt: new Date("2021-03-10T23:30:00Z"),
    });
    await createEnquiry(db(), { fullName: `Cy ${tag}`, email: `cy.${tag}@example.com`, createdAt: new Date("2021-03-11T00:00:01Z") });

    expect((await list(`name=ADA%20${tag}`)).data.map((c) => c.id)).toEqual([ada.id]);
    expect((await list(`email=${tag}%40MATH`)).data.map((c) => c.id)).toEqual([ada.id]);
    expect((await list(`name=${tag}%20100%25`)).data.map((c) => c.id)).toEqual([bob.id]);
    expect((await list(`name=${tag}%25`)).data).toEqual([]);

    const range = await list(`name=${tag}&createdAt_gte=2021-03-01&createdAt_lte=2021-03-10`);
    expect(range.data.map((c) => c.id)).toEqual([bob.id, ada.id]);
    expect(range.pagination.totalCandidates).toBe(2);
    const exact = await list(`name=${tag}&createdAt_gte=2021-03-10T23:00:00.000Z&createdAt_lte=2021-03-11T00:00:00.000Z`);
    expect(exact.data.map((c) => c.id)).toEqual([bob.id]);
  });

  it("answers one candidate with every field in the spec's camelCase shape", async () => {
    const enquiry = await createEnquiry(db(), {
      techSkills: ["Python", "Others"],
      otherTechSkills: "Rust, Go",
      joining: "Notice Period",
      identifiers: { passport: "K1234567" },
      aggregateMarks: 78.25,
      linkedinLink: "linkedin.com/in/asha",
      academicDocsPath: null,
    });
    const res = await get(`/api/candidates/${enquiry.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        id: enquiry.id,
        fullName: enquiry.fullName,
        dateOfBirth: "2000-05-17",
        skills: ["Python", "Rust", "Go"],
        immediateJoining: false,
        aadharNumber: null,
        panNo: null,
        passportAvailable: true,
        passportNumber: "XXXX4567",
        aggregateMarks: 78.25,
        willingToRelocate: true,
        linkedinLink: "linkedin.com/in/asha",
        resumePath: `/api/candidates/${enquiry.id}/resume`,
        academicDocsPath: null,
      },
    });

    const applicant = await createApplication(db());
    expect(await get(`/api/candidates/${applicant.id}`)).toMatchObject({ status: 404, body: { error: "Candidate not found" } });
    expect(await get("/api/candidates/abc")).toMatchObject({ status: 400, body: { error: "Invalid candidate ID" } });
  });

  it("rejects with the default reason when the reason is blank: the mail reaches the sink", async () => {
    const enquiry = await createEnquiry(db(), { fullName: "Ravi Kumar", email: `ravi.${uniqueSuffix()}@example.com` });
    const res = await pipeline.testApp.app.inject({
      method: "POST",
      url: `/api/candidates/${enquiry.id}/reject`,
      headers: auth,
      payload: { reason: "   " },
    });
    expect(res.statusCode).toBe(200);
    const log = await db().mailLog.findFirstOrThrow({ where: { recipient: enquiry.email } });
    expect(log.kind).toBe("candidate_rejected");
    const mail = await pipeline.sink.waitForMail((m) => m.to.includes(enquiry.email));
    expect(mail.text).toContain(DEFAULT_REJECTION_REASON);
    expect(mail.text).toContain("Ravi Kumar");
    await expect
      .poll(() =>
        db()
          .mailLog.findUnique({ where: { id: log.id } })
          .then((row) => row?.status),
      )
      .toBe("sent");
  });

  it("rejects with HR's reason through tRPC; rejecting a missing candidate is a 404", async () => {
    const enquiry = await createEnquiry(db(), { email: `neha.${uniqueSuffix()}@example.com` });
    const caller = createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: hr.id, name: hr.name, email: hr.email, role: "hr" }),
    );
    await caller.hr.enquiries.reject({ id: enquiry.id, reason: "The role was filled internally." });
    const mail = await pipeline.sink.waitForMail((m) => m.to.includes(enquiry.email));
    expect(mail.text).toContain("The role was filled internally.");

    const missing = await pipeline.testApp.app.inject({ method: "POST", url: "/api/candidates/2147483600/reject", headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Candidate not found", reason: "CANDIDATE_NOT_FOUND" });
  });

  it("rejects an enquiry once: it reads rejected, and a second reject (REST or tRPC) is a 409 that sends no mail", async () => {
    const enquiry = await createEnquiry(db(), { email: `once.${uniqueSuffix()}@example.com` });
    const caller = createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: hr.id, name: hr.name, email: hr.email, role: "hr" }),
    );
    expect((await caller.hr.enquiries.byId({ id: enquiry.id })).rejected).toBe(false);
    const reject = () => pipeline.testApp.app.inject({ method: "POST", url: `/api/candidates/${enquiry.id}/reject`, headers: auth });
    expect((await reject()).statusCode).toBe(200);

    const again = await reject();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: HR_MESSAGES.enquiryAlreadyRejected, reason: "CANDIDATE_ALREADY_REJECTED" });
    await expect(caller.hr.enquiries.reject({ id: enquiry.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: HR_MESSAGES.enquiryAlreadyRejected,
    });
    expect(await db().mailLog.count({ where: { recipient: enquiry.email } })).toBe(1);

    expect((await get(`/api/candidates/${enquiry.id}`)).body).toMatchObject({ data: { rejected: true } });
    expect(await db().roundChange.findMany({ where: { applicationId: enquiry.id }, select: { status: true, changedById: true } })).toEqual([
      { status: "rejected", changedById: hr.id },
    ]);
  });

  it("refuses to reject an enquiry whose personal data were erased (409), and sends nothing", async () => {
    const enquiry = await createEnquiry(db(), { email: "", fullName: "Erased", erasedAt: new Date() });
    const res = await pipeline.testApp.app.inject({ method: "POST", url: `/api/candidates/${enquiry.id}/reject`, headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: HR_MESSAGES.enquiryErased, reason: "CONFLICT" });
    expect(await db().application.findUniqueOrThrow({ where: { id: enquiry.id }, select: { roundStatus: true } })).toEqual({
      roundStatus: "in_progress",
    });
    expect(await db().mailLog.count({ where: { applicationId: enquiry.id } })).toBe(0);
  });

  it("lets only one of two simultaneous rejects through", async () => {
    const enquiry = await createEnquiry(db(), { email: `race.${uniqueSuffix()}@example.com` });
    const reject = () => pipeline.testApp.app.inject({ method: "POST", url: `/api/candidates/${enquiry.id}/reject`, headers: auth });
    const statuses = (await Promise.all([reject(), reject(), reject()])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await db().mailLog.count({ where: { recipient: enquiry.email } })).toBe(1);
  });
});

describe.each(STORAGE_DRIVERS)("HR enquiry candidates' documents ($driver store)", ({ start }) => {
  let store: TestStore;
  let testApp: TestApp;
  let auth: { authorization: string };
  const db = () => testApp.deps.db;
  const request = (method: "GET" | "DELETE", url: string, headers: Record<string, string> = auth) =>
    testApp.app.inject({ method, url, headers });

  beforeAll(async () => {
    store = await start();
    testApp = await createTestApp(store.env);
    auth = { authorization: `Bearer ${await tokenFor(await createUser(db(), { role: "hr" }))}` };
  });

  afterAll(async () => {
    await testApp.close();
    await store.close();
  });

  it("serves the resume to HR as a PDF attachment only, byte for byte", async () => {
    const fileName = `${uniqueSuffix()}.pdf`;
    const bytes = tinyPdf(50_000);
    await store.put(fileName, bytes);
    const enquiry = await createEnquiry(db(), { fullName: "Asha Rao", resumePath: fileName });
    const res = await request("GET", `/api/candidates/${enquiry.id}/resume`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-length"]).toBe(String(bytes.length));
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Asha-Rao-resume.pdf"');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const academics = await request("GET", `/api/candidates/${enquiry.id}/academics`);
    expect(academics.statusCode).toBe(404);
    expect(academics.json()).toEqual({ error: "Academic documents not found", reason: "DOCUMENT_NOT_FOUND" });
    const anonymous = await request("GET", `/api/candidates/${enquiry.id}/resume`, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 with the spec's message when the row names a file the store does not have", async () => {
    const enquiry = await createEnquiry(db(), { resumePath: `${uniqueSuffix()}.pdf` });
    const res = await request("GET", `/api/candidates/${enquiry.id}/resume`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Resume file not found", reason: "DOCUMENT_NOT_FOUND" });
  });

  it("deletes a candidate with their documents; a second delete is a 404", async () => {
    const [resume, academics, other] = [`${uniqueSuffix()}.pdf`, `${uniqueSuffix()}.pdf`, `${uniqueSuffix()}.pdf`];
    for (const name of [resume, academics, other]) await store.put(name, tinyPdf());
    const enquiry = await createEnquiry(db(), { resumePath: resume, academicDocsPath: academics });
    const del = () => request("DELETE", `/api/candidates/${enquiry.id}`);

    const first = await del();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await db().application.findUnique({ where: { id: enquiry.id } })).toBeNull();
    const stored = await store.list();
    expect(stored).not.toContain(resume);
    expect(stored).not.toContain(academics);
    expect(stored).toContain(other);
    const second = await del();
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual({ error: "Candidate not found", reason: "CANDIDATE_NOT_FOUND" });
  });
});
