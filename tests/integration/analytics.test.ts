// Hiring analytics (issue #32) through both doors (tRPC hr.analytics.*, REST /api/hr/analytics/*):
// a seeded history in March 2013 (a year no other test writes) with known answers for every panel:
// the funnel per round, days in each round (median, 80th percentile), sources, ISO weeks and mail
// delivery; the department, job and date filters; 400s for bad filters; HR only; CSV = JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { clearAnalyticsCache } from "../../src/server/services/analytics/analytics-filter.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { createApplication } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor } from "../helpers/factories.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;
type Round = "resume_screening" | "round_1" | "round_2" | "final_round" | "hr_round";

const at = (day: string, time = "00:00") => new Date(`2013-${day}T${time}:00Z`);
const MARCH = { from: "2013-03-01", to: "2013-03-31" };

describe("Hiring analytics", () => {
  let testApp: TestApp;
  let hr: User;
  let candidate: User;
  let jobA: number;
  let jobB: number;
  const db = () => testApp.deps.db;
  const asAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
  const analytics = (user: User = hr) => createCallerFactory(appRouter)(createContextInner(testApp.deps, asAuthUser(user))).hr.analytics;
  const get = async (url: string, user: User | null = hr) => {
    const headers: Record<string, string> = user ? { authorization: `Bearer ${await tokenFor(user)}` } : {};
    return testApp.app.inject({ method: "GET", url, headers });
  };

  const apply = (
    jobId: number,
    department: "Engineering" | "Design",
    created: Date,
    source: string,
    state: { round?: Round; roundStatus?: "in_progress" | "cleared" | "rejected"; withdrawnAt?: Date } = {},
  ) => createApplication(db(), { jobId, department, createdAt: created, opportunitySource: source, ...state });
  const change = (
    applicationId: number,
    fromRound: Round,
    toRound: Round,
    status: "in_progress" | "cleared" | "rejected",
    createdAt: Date,
  ) => ({
    applicationId,
    fromRound,
    toRound,
    status,
    createdAt,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    await db().$executeRawUnsafe(`DELETE FROM applications WHERE created_at >= '2013-01-01' AND created_at < '2014-01-01'`);
    await db().$executeRawUnsafe(`DELETE FROM mail_log WHERE created_at >= '2013-01-01' AND created_at < '2014-01-01'`);
    hr = await createUser(db(), { role: "hr" });
    candidate = await createUser(db());
    jobA = (await createJob(db(), { department: "Engineering" })).id;
    jobB = (await createJob(db(), { department: "Design" })).id;

    // a1: screening 2 days, Round 1 4 days, HR Round 1 day, selected 7 days after applying.
    const a1 = await apply(jobA, "Engineering", at("03-04"), "LinkedIn", { round: "hr_round", roundStatus: "cleared" });
    // a2: rejected at screening after 4 days.
    const a2 = await apply(jobA, "Engineering", at("03-05"), "LinkedIn", { roundStatus: "rejected" });
    // a3: screening 1 day, Round 1 6 days, withdrew in Round 2 after 2 days.
    const a3 = await apply(jobA, "Engineering", at("03-05", "12:00"), "Referral", { round: "round_2", withdrawnAt: at("03-14", "12:00") });
    // a4: still in screening.
    await apply(jobA, "Engineering", at("03-11"), "Referral");
    // a5: screening 8 days, rejected in Round 1 after 1 day (9 days after applying).
    const a5 = await apply(jobA, "Engineering", at("03-12"), "Campus", { round: "round_1", roundStatus: "rejected" });
    // b1 (Design): straight to the Final Round after 2 days, still there.
    const b1 = await apply(jobB, "Design", at("03-06"), "LinkedIn", { round: "final_round" });
    // Before the range: never counted.
    await apply(jobA, "Engineering", at("02-20"), "LinkedIn");
    await db().roundChange.createMany({
      data: [
        change(a1.id, "resume_screening", "round_1", "in_progress", at("03-06")),
        change(a1.id, "round_1", "hr_round", "in_progress", at("03-10")),
        change(a1.id, "hr_round", "hr_round", "cleared", at("03-11")),
        change(a2.id, "resume_screening", "resume_screening", "rejected", at("03-09")),
        change(a3.id, "resume_screening", "round_1", "in_progress", at("03-06", "12:00")),
        change(a3.id, "round_1", "round_2", "in_progress", at("03-12", "12:00")),
        change(a5.id, "resume_screening", "round_1", "in_progress", at("03-20")),
        change(a5.id, "round_1", "round_1", "rejected", at("03-21")),
        change(b1.id, "resume_screening", "final_round", "in_progress", at("03-08")),
      ],
    });
    const mail = (
      kind: "applicant_accepted" | "applicant_rejected" | "signup_code",
      status: "sent" | "failed",
      attempts: number,
      createdAt: Date,
      applicationId?: number,
    ) => ({
      kind,
      status,
      attempts,
      createdAt,
      recipient: "analytics@example.com",
      ...(applicationId ? { applicationId } : {}),
    });
    await db().mailLog.createMany({
      data: [
        mail("applicant_accepted", "sent", 1, at("03-06", "00:01"), a1.id),
        mail("applicant_accepted", "failed", 3, at("03-06", "12:01"), a3.id),
        mail("applicant_rejected", "sent", 2, at("03-09", "00:01"), a2.id),
        mail("signup_code", "sent", 1, at("03-02")),
        mail("signup_code", "sent", 1, at("04-02")),
      ],
    });
    clearAnalyticsCache();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const FUNNEL = [
    { round: "Resume Screening", entered: 6, passed: 4, rejected: 1, withdrawn: 0, pending: 1 },
    { round: "Round 1", entered: 3, passed: 2, rejected: 1, withdrawn: 0, pending: 0 },
    { round: "Round 2", entered: 1, passed: 0, rejected: 0, withdrawn: 1, pending: 0 },
    { round: "Final Round", entered: 1, passed: 0, rejected: 0, withdrawn: 0, pending: 1 },
    { round: "HR Round", entered: 1, passed: 1, rejected: 0, withdrawn: 0, pending: 0 },
  ];

  it("counts the funnel per round, in hiring order", async () => {
    expect(await analytics().funnel(MARCH)).toEqual({ range: MARCH, rounds: FUNNEL });
  });

  it("gives the median and 80th percentile of days in each round and to the decision", async () => {
    expect(await analytics().timeInStage(MARCH)).toEqual({
      range: MARCH,
      rounds: [
        { round: "Resume Screening", count: 5, median: 2, p80: 4.8 },
        { round: "Round 1", count: 3, median: 4, p80: 5.2 },
        { round: "Round 2", count: 1, median: 2, p80: 2 },
        { round: "Final Round", count: 0, median: null, p80: null },
        { round: "HR Round", count: 1, median: 1, p80: 1 },
      ],
      toDecision: { count: 3, median: 7, p80: 8.2 },
    });
  });

  it("counts applications, screening passes and selections per source", async () => {
    expect(await analytics().sources(MARCH)).toEqual({
      range: MARCH,
      sources: [
        { source: "LinkedIn", applications: 3, passedScreening: 2, selected: 1 },
        { source: "Referral", applications: 2, passedScreening: 1, selected: 0 },
        { source: "Campus", applications: 1, passedScreening: 1, selected: 0 },
      ],
    });
  });

  it("buckets applications and decisions per ISO week, empty weeks included", async () => {
    expect(await analytics().weekly(MARCH)).toEqual({
      range: MARCH,
      weeks: [
        { week: "2013-W09", start: "2013-02-25", applications: 0, decisions: 0 },
        { week: "2013-W10", start: "2013-03-04", applications: 4, decisions: 1 },
        { week: "2013-W11", start: "2013-03-11", applications: 2, decisions: 1 },
        { week: "2013-W12", start: "2013-03-18", applications: 0, decisions: 1 },
        { week: "2013-W13", start: "2013-03-25", applications: 0, decisions: 0 },
      ],
    });
  });

  it("counts mails sent, failed and retried per kind; a department keeps only its applications' mails", async () => {
    expect(await analytics().mail(MARCH)).toEqual({
      range: MARCH,
      kinds: [
        { kind: "applicant_accepted", sent: 1, failed: 1, retried: 1 },
        { kind: "applicant_rejected", sent: 1, failed: 0, retried: 1 },
        { kind: "signup_code", sent: 1, failed: 0, retried: 0 },
      ],
    });
    expect((await analytics().mail({ ...MARCH, department: "Engineering" })).kinds.map((k) => k.kind)).toEqual([
      "applicant_accepted",
      "applicant_rejected",
    ]);
    expect((await analytics().mail({ ...MARCH, department: "Design" })).kinds).toEqual([]);
  });

  it("filters by department, job and date range", async () => {
    const designOnly = [
      { round: "Resume Screening", entered: 1, passed: 1, rejected: 0, withdrawn: 0, pending: 0 },
      { round: "Round 1", entered: 0, passed: 0, rejected: 0, withdrawn: 0, pending: 0 },
      { round: "Round 2", entered: 0, passed: 0, rejected: 0, withdrawn: 0, pending: 0 },
      { round: "Final Round", entered: 1, passed: 0, rejected: 0, withdrawn: 0, pending: 1 },
      { round: "HR Round", entered: 0, passed: 0, rejected: 0, withdrawn: 0, pending: 0 },
    ];
    expect((await analytics().funnel({ ...MARCH, department: "Design" })).rounds).toEqual(designOnly);
    expect((await analytics().funnel({ ...MARCH, jobId: jobB })).rounds).toEqual(designOnly);
    expect((await analytics().sources({ ...MARCH, jobId: jobA })).sources.map((s) => s.applications)).toEqual([2, 2, 1]);

    const late = { from: "2013-03-10", to: "2013-03-31" };
    const lateFunnel = await analytics().funnel(late);
    expect(lateFunnel.rounds[0]).toEqual({ round: "Resume Screening", entered: 2, passed: 1, rejected: 0, withdrawn: 0, pending: 1 });
    expect(lateFunnel.rounds[1]).toEqual({ round: "Round 1", entered: 1, passed: 0, rejected: 1, withdrawn: 0, pending: 0 });
    expect((await analytics().weekly(late)).weeks.map((w) => [w.week, w.applications, w.decisions])).toEqual([
      ["2013-W10", 0, 0],
      ["2013-W11", 2, 1],
      ["2013-W12", 0, 1],
      ["2013-W13", 0, 0],
    ]);
  });

  it("answers the same over REST, with blank filters as unset", async () => {
    const res = await get(`/api/hr/analytics/funnel?department=&job_id=&from=${MARCH.from}&to=${MARCH.to}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ range: MARCH, rounds: FUNNEL });
    const byJob = await get(`/api/hr/analytics/funnel?job_id=${jobB}&from=${MARCH.from}&to=${MARCH.to}`);
    expect(byJob.json().rounds[3]).toEqual({ round: "Final Round", entered: 1, passed: 0, rejected: 0, withdrawn: 0, pending: 1 });
  });

  it("gives every panel as CSV with the JSON's numbers", async () => {
    const query = `from=${MARCH.from}&to=${MARCH.to}`;
    const funnel = await get(`/api/hr/analytics/funnel.csv?${query}`);
    expect(funnel.statusCode).toBe(200);
    expect(funnel.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = funnel.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      "round,entered,passed,rejected,withdrawn,pending",
      ...FUNNEL.map((r) => [r.round, r.entered, r.passed, r.rejected, r.withdrawn, r.pending].join(",")),
    ]);
    const time = await get(`/api/hr/analytics/time-in-stage.csv?${query}`);
    expect(
      time.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toEqual([
      "stage,count,median_days,p80_days",
      "Resume Screening,5,2,4.8",
      "Round 1,3,4,5.2",
      "Round 2,1,2,2",
      "Final Round,0,,",
      "HR Round,1,1,1",
      "Application to decision,3,7,8.2",
    ]);
    for (const panel of ["sources", "weekly", "mail"]) {
      const csv = await get(`/api/hr/analytics/${panel}.csv?${query}`);
      expect(csv.statusCode).toBe(200);
      const json = (await get(`/api/hr/analytics/${panel}?${query}`)).json() as Record<string, Record<string, unknown>[]>;
      const rows = Object.values(json).find(Array.isArray) ?? [];
      expect(
        csv.body
          .replace(/^\uFEFF/, "")
          .trimEnd()
          .split("\r\n")
          .slice(1),
      ).toEqual(rows.map((row) => Object.values(row).join(",")));
    }
  });

  it("refuses bad filters with 400", async () => {
    for (const query of [
      "from=2013-02-30",
      "to=yesterday",
      "from=2013-03-31&to=2013-03-01",
      "from=2010-01-01&to=2013-01-01",
      "department=Nowhere",
      "job_id=abc",
      "job_id=0",
    ]) {
      const res = await get(`/api/hr/analytics/sources?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((await get(`/api/hr/analytics/sources.csv?${query}`)).statusCode, query).toBe(400);
    }
    await expect(analytics().funnel({ from: "2013-03-31", to: "2013-03-01" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(analytics().funnel({ from: "2011-01-01", to: "2013-03-01" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("is for HR only", async () => {
    expect((await get("/api/hr/analytics/funnel", null)).statusCode).toBe(401);
    expect((await get("/api/hr/analytics/funnel.csv", candidate)).statusCode).toBe(403);
    await expect(analytics(candidate).funnel({})).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
