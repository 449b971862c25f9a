// HR's applicants by department and step: paging (offset and keyset), the detail, accept and reject
// moves with their history rows and mails (read from an SMTP sink through the real worker), the
// refusals, the undo when the mail cannot be queued, and the exactness of the per-stage counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContextInner } from "../../src/server/trpc/context.js";
import { restApplicantsPageSchema } from "../../src/server/rest/applicant-bodies.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { HR_MESSAGES } from "../../src/shared/hr/messages.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";
import { createTestAppWithOwnRedis } from "../helpers/test-app.js";

// Only this file puts applicants into Finance's Final Round, so its counts there are exact.
const PAGED = { department: "Finance", round: "final_round" } as const;

describe("HR applicants", () => {
  let pipeline: MailPipeline;
  let hr: Awaited<ReturnType<typeof createUser>>;
  let auth: { authorization: string };
  const db = () => pipeline.testApp.deps.db;
  const inject = (method: "GET" | "POST", url: string, payload?: object) =>
    pipeline.testApp.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const listPage = async (query: string) => {
    const res = await inject("GET", `/application/api/applicants/finance?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return restApplicantsPageSchema.parse(res.json());
  };
  const move = (department: string, id: number, body: object) =>
    inject("POST", `/application/api/applicants/${department}/${id}/move`, body);
  const history = (applicationId: number) =>
    db().roundChange.findMany({
      where: { applicationId },
      orderBy: { id: "asc" },
      select: { fromRound: true, toRound: true, status: true, changedById: true },
    });
  const stateOf = (id: number) => db().application.findUniqueOrThrow({ where: { id }, select: { round: true, roundStatus: true } });

  beforeAll(async () => {
    pipeline = await startMailPipeline("hr-applicants");
    hr = await createUser(db(), { role: "hr" });
    auth = { authorization: `Bearer ${await tokenFor(hr)}` };
    const job = await createJob(db(), { department: "Finance", jobType: "Contract", jobTitle: "Financial Analyst" });
    const start = Date.now() - 60_000_000;
    for (let i = 0; i < 25; i += 1) {
      await createApplication(db(), {
        ...PAGED,
        jobId: job.id,
        jobTitle: job.jobTitle,
        fullName: `Paged ${String(i).padStart(2, "0")}`,
        createdAt: new Date(start + i * 1000),
      });
    }
  });

  afterAll(async () => {
    await pipeline.close();
  });

  it("lists a department's step newest first with the spec's row shape, and clamps the page", async () => {
    const first = await listPage("round=Final%20Round&page=1&limit=10");
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 3, totalApplicants: 25, limit: 10 });
    expect(first.data.map((r) => r.full_name)).toEqual([
      "Paged 24",
      "Paged 23",
      "Paged 22",
      "Paged 21",
      "Paged 20",
      "Paged 19",
      "Paged 18",
      "Paged 17",
      "Paged 16",
      "Paged 15",
    ]);
    expect(first.data[0]).toMatchObject({
      job_title: "Financial Analyst",
      job_type: "Contract",
      status: 1,
      round: "Final Round",
      round_value: "final_round",
      round_status: "in_progress",
      date_of_birth: "2000-05-17",
      gender: "Female",
      highest_qualification: "B.Tech",
    });

    const clamped = await listPage("round=final-round&page=40");
    expect(clamped.pagination.currentPage).toBe(3);
    expect(clamped.data.map((r) => r.full_name)).toEqual(["Paged 04", "Paged 03", "Paged 02", "Paged 01", "Paged 00"]);
    expect(clamped.pagination.nextCursor).toBeNull();
  });

  it("reads Next and Previous by keyset cursor, matching the pages read by number", async () => {
    const page1 = await listPage("round=final-round");
    const page2 = await listPage("round=final-round&page=2");
    const viaNext = await listPage(`round=final-round&page=2&cursor=${page1.pagination.nextCursor}`);
    expect(viaNext.data).toEqual(page2.data);
    expect(viaNext.pagination.currentPage).toBe(2);
    const viaPrev = await listPage(`round=final-round&page=1&cursor=${page2.pagination.prevCursor}`);
    expect(viaPrev.data).toEqual(page1.data);
    expect(viaPrev.pagination.prevCursor).toBeNull();

    const bad = await inject("GET", "/application/api/applicants/finance?cursor=garbage");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Invalid page cursor/);
  });

  it("answers one applicant's snake_case detail for a numeric id, and 404s for the rest", async () => {
    const applicant = await createApplication(db(), {
      department: "Design",
      otherTechSkills: "Figma",
      identifiers: { aadhar: "234567890124", pan: "ABCDE1234F" },
    });
    const res = await inject("GET", `/application/api/applicants/${applicant.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      applicant_id: applicant.id,
      full_name: applicant.fullName,
      department: "Design",
      round: "Resume Screening",
      other_tech_skills: "Figma",
      // Masked to the last four: the full numbers only through the reveal.
      aadhar_number: "XXXX XXXX 0124",
      pan_no: "XXXXXX234F",
      passport_available: false,
      passport_number: null,
      immediate_joining: true,
      resume_path: `/application/api/applicants/${applicant.id}/resume`,
    });
    const enquiry = await createEnquiry(db());
    expect((await inject("GET", `/application/api/applicants/${enquiry.id}`)).json()).toEqual({
      error: HR_MESSAGES.applicantNotFound,
      reason: "APPLICANT_NOT_FOUND",
    });
    const unknown = await inject("GET", "/application/api/applicants/astrology");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/^Unknown department/);
    expect((await inject("GET", "/application/api/applicants/design?round=round-9")).statusCode).toBe(400);
    expect((await inject("GET", "/application/api/applicants/99999999999")).json()).toEqual({
      error: "Invalid applicant ID",
      reason: "VALIDATION",
    });
  });

  it("accepts into a chosen round: in progress there, a history row and the acceptance mail", async () => {
    const applicant = await createApplication(db(), {
      department: "Sales",
      email: `acc.${uniqueSuffix()}@example.com`,
      fullName: "Kiran Shah",
    });
    const res = await move("sales", applicant.id, { toRound: "Round 2", status: "cleared", link: "meet.example.com/r2" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { applicant_id: applicant.id, round: "Round 2", round_value: "round_2", round_status: "in_progress" },
    });
    expect(await stateOf(applicant.id)).toEqual({ round: "round_2", roundStatus: "in_progress" });
    expect(await history(applicant.id)).toEqual([
      { fromRound: "resume_screening", toRound: "round_2", status: "in_progress", changedById: hr.id },
    ]);

    const mail = await pipeline.sink.waitForMail((m) => m.to.includes(applicant.email));
    expect(mail.subject).toMatch(/You have moved to Round 2/);
    expect(mail.text).toContain("Kiran Shah");
    expect(mail.html).toContain("https://meet.example.com/r2");

    const listed = await inject("GET", "/application/api/applicants/sales?round=round-2&limit=100");
    expect(restApplicantsPageSchema.parse(listed.json()).data.map((r) => r.applicant_id)).toContain(applicant.id);
  });

  it("rejects in the current step with a history row and the rejection mail, then refuses to move the rejected applicant", async () => {
    const applicant = await createApplication(db(), { department: "Sales", round: "round_1", email: `rej.${uniqueSuffix()}@example.com` });
    const res = await move("sales", applicant.id, { toRound: "HR Round", status: "rejected" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(applicant.id)).toEqual({ round: "round_1", roundStatus: "rejected" });
    expect(await history(applicant.id)).toEqual([{ fromRound: "round_1", toRound: "round_1", status: "rejected", changedById: hr.id }]);
    const mail = await pipeline.sink.waitForMail((m) => m.to.includes(applicant.email));
    expect(mail.text).toContain("Round 1");

    for (const body of [{ toRound: "Round 2", status: "cleared" }, { status: "rejected" }]) {
      const again = await move("sales", applicant.id, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: HR_MESSAGES.notInProgress, reason: "APPLICANT_NOT_IN_PROGRESS" });
    }
    expect(await history(applicant.id)).toHaveLength(1);
    expect(await db().mailLog.count({ where: { recipient: applicant.email } })).toBe(1);
  });

  it("refuses an accept without a round, to an earlier round, or in another department", async () => {
    const applicant = await createApplication(db(), { department: "Sales", round: "round_2" });
    const noRound = await move("sales", applicant.id, { status: "cleared" });
    expect(noRound.statusCode).toBe(400);
    expect(noRound.json()).toMatchObject({ error: "Please choose a round to move the applicant to", field: "toRound" });
    const backwards = await move("sales", applicant.id, { toRound: "Round 1", status: "cleared" });
    expect(backwards.json()).toEqual({ error: HR_MESSAGES.laterRoundOnly, reason: "ROUND_NOT_LATER" });
    const wrongDepartment = await move("design", applicant.id, { toRound: "Final Round", status: "cleared" });
    expect(wrongDepartment.statusCode).toBe(404);
    expect(await stateOf(applicant.id)).toEqual({ round: "round_2", roundStatus: "in_progress" });
    expect(await history(applicant.id)).toEqual([]);
  });

  it("selects an applicant accepted in the HR Round: cleared there, listed under selected", async () => {
    const applicant = await createApplication(db(), { department: "Sales", round: "hr_round" });
    expect((await move("sales", applicant.id, { toRound: "hr-round", status: "cleared" })).statusCode).toBe(200);
    expect(await stateOf(applicant.id)).toEqual({ round: "hr_round", roundStatus: "cleared" });
    const selected = restApplicantsPageSchema.parse(
      (await inject("GET", "/application/api/applicants/sales?round=selected&limit=100")).json(),
    );
    expect(selected.data.find((r) => r.applicant_id === applicant.id)?.round_status).toBe("cleared");
  });

  it("counts each step of a department for the step picker, Selected and Rejected included", async () => {
    const caller = createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: hr.id, name: hr.name, email: hr.email, role: "hr" }),
    );
    const before = await caller.hr.applicants.stepCounts({ department: "Operations" });
    await createApplication(db(), { department: "Operations", round: "round_1" });
    await createApplication(db(), { department: "Operations", round: "hr_round", roundStatus: "cleared" });
    await createApplication(db(), { department: "Operations", round: "round_2", roundStatus: "rejected" });
    const after = await caller.hr.applicants.stepCounts({ department: "Operations" });
    const delta = Object.fromEntries(
      Object.entries(after).map(([step, count]) => [step, count - (before[step as keyof typeof before] ?? 0)]),
    );
    expect(delta).toEqual({
      applied: 3,
      "resume-screening": 0,
      "round-1": 1,
      "round-2": 1,
      "final-round": 0,
      "hr-round": 1,
      selected: 1,
      rejected: 1,
    });
  });

  it("shows the stored round changes, oldest first, with who made them, in the applicant's detail", async () => {
    const applicant = await createApplication(db(), { department: "Design", round: "round_2" });
    expect((await move("design", applicant.id, { toRound: "final_round", status: "cleared" })).statusCode).toBe(200);
    expect((await move("design", applicant.id, { status: "rejected" })).statusCode).toBe(200);
    const res = await inject("GET", `/application/api/applicants/${applicant.id}`);
    expect(res.json().history).toMatchObject([
      { from_round: "Round 2", to_round: "Final Round", status: "in_progress", changed_by: hr.name },
      { from_round: "Final Round", to_round: "Final Round", status: "rejected", changed_by: hr.name },
    ]);
  });

  it("sends HR's own message as the mail of a tRPC move, and through send-email", async () => {
    const caller = createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: hr.id, name: hr.name, email: hr.email, role: "hr" }),
    );
    const applicant = await createApplication(db(), { department: "Marketing", email: `msg.${uniqueSuffix()}@example.com` });
    const result = await caller.hr.applicants.move({
      department: "Marketing",
      applicantId: applicant.id,
      toRound: "round_1",
      status: "cleared",
      message: "See you in Round 1 on Monday.",
    });
    expect(result).toMatchObject({ roundValue: "round_1", roundStatus: "in_progress" });
    const mail = await pipeline.sink.waitForMail((m) => m.to.includes(applicant.email));
    expect(mail.text).toContain("See you in Round 1 on Monday.");

    const sent = await inject("POST", "/application/api/send-email", {
      email: applicant.email.toUpperCase(),
      message: "One more thing.",
      link: "",
      status: "accept",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await pipeline.sink.waitForMail((m) => m.to.includes(applicant.email) && m.text.includes("One more thing."));
    const stranger = await inject("POST", "/application/api/send-email", { email: "nobody@example.com", message: "Hi", status: "accept" });
    expect(stranger.statusCode).toBe(404);
  });

  it("undoes the move when the mail cannot be queued (Redis down): 503, nothing half-done", async () => {
    const offline = await createTestAppWithOwnRedis();
    try {
      const applicant = await createApplication(offline.deps.db, { department: "HR", round: "round_1" });
      await offline.redis.stop();
      const res = await offline.app.inject({
        method: "POST",
        url: `/application/api/applicants/hr/${applicant.id}/move`,
        headers: auth,
        payload: { toRound: "Round 2", status: "cleared" },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
      expect(await stateOf(applicant.id)).toEqual({ round: "round_1", roundStatus: "in_progress" });
      expect(await history(applicant.id)).toEqual([]);
      expect(await db().mailLog.count({ where: { recipient: applicant.email } })).toBe(0);
    } finally {
      await offline.close();
    }
  });

  it("keeps the per-stage counts exact through inserts, moves and deletes", async () => {
    const applicant = await createApplication(db(), { department: "Operations", round: "round_2" });
    await move("operations", applicant.id, { toRound: "Final Round", status: "cleared" });
    await db().application.delete({ where: { id: applicant.id } });
    // One statement, one snapshot: the counters against a fresh count of every stage.
    const mismatches = await db().$queryRaw<{ n: number }[]>`
      WITH actual AS (
        SELECT source, department, round, round_status, COUNT(*)::bigint AS n FROM applications GROUP BY 1, 2, 3, 4
      )
      SELECT COUNT(*)::int AS n FROM actual FULL JOIN application_counts c
        ON c.source = actual.source AND c.department IS NOT DISTINCT FROM actual.department
       AND c.round = actual.round AND c.round_status = actual.round_status
      WHERE COALESCE(c.count, 0) <> COALESCE(actual.n, 0)`;
    expect(mismatches[0]?.n).toBe(0);
  });

  it("reads the dashboard's figures from the same counts", async () => {
    const caller = createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: hr.id, name: hr.name, email: hr.email, role: "hr" }),
    );
    await createJob(db(), { applicationDeadline: new Date("2020-01-01") });
    await createJob(db(), { applicationDeadline: null });
    const today = new Date(new Date().toISOString().slice(0, 10));
    // Other test files write concurrently: compare until one quiet moment shows the same figures.
    await expect
      .poll(async () => {
        const [stats, enquiries, applications, activeJobs] = await Promise.all([
          caller.hr.dashboard(),
          db().application.count({ where: { source: "enquiry" } }),
          db().application.count({ where: { source: "job_application" } }),
          db().job.count({ where: { OR: [{ applicationDeadline: null }, { applicationDeadline: { gte: today } }] } }),
        ]);
        return stats.enquiries === enquiries && stats.applications === applications && stats.activeJobs === activeJobs;
      })
      .toBe(true);
  });
});
