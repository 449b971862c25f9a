// HR's job posting and deletion through REST and tRPC: validation messages, blank list rows
// dropped, defaults, and the job appearing on (and leaving) the public board; a deleted job's open
// applications closed, their candidates mailed and told on Tracking Application.
import { beforeAll, describe, expect, it } from "vitest";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { DEFAULT_COMPANY, jobSchema } from "../../src/shared/job.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { MAIL_SUBJECTS } from "../../src/shared/mail-subjects.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { createTestAppWithOwnRedis, useTestApp } from "../helpers/test-app.js";

describe("HR job posting", () => {
  const testApp = useTestApp();
  let auth: { authorization: string };
  const post = (payload: object) => testApp.app.inject({ method: "POST", url: "/api/jobs", headers: auth, payload });
  const validJob = (overrides: object = {}) => ({
    job_title: `Data Analyst ${uniqueSuffix()}`,
    department: "Finance" as const,
    location: "Bengaluru",
    job_summary: "Turn numbers into decisions.",
    experience_level: 0,
    ...overrides,
  });

  beforeAll(async () => {
    const hr = await createUser(testApp.deps.db, { role: "hr" });
    auth = { authorization: `Bearer ${await tokenFor(hr)}` };
  });

  it("posts a job with defaults, drops blank list rows, and shows it on the public list", async () => {
    const res = await post(
      validJob({
        responsibilities: ["Build dashboards", "  ", ""],
        required_qualifications: [""],
        preferred_skills: ["SQL", "Python "],
        application_deadline: "2099-12-31",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const job = jobSchema.parse(res.json());
    expect(job).toMatchObject({
      company: DEFAULT_COMPANY,
      job_type: "Full-time",
      experience_level: 0,
      responsibilities: ["Build dashboards"],
      required_qualifications: [],
      preferred_skills: ["SQL", "Python"],
      application_deadline: "2099-12-31",
      expired: false,
    });
    const board = await testApp.app.inject({ method: "GET", url: "/api/jobs" });
    expect((board.json() as { id: number }[]).map((j) => j.id)).toContain(job.id);
  });

  it.each([
    [{ job_title: "  " }, "Job title is required"],
    [{ location: undefined }, "Location is required"],
    [{ job_summary: "" }, "Job summary is required"],
    [{ experience_level: -1 }, "Experience cannot be negative"],
    [{ experience_level: "three" }, "Experience must be a number"],
    [{ job_type: "Gig" }, "Job type must be one of Full-time, Part-time, Contract, Internship, Freelance"],
    [{ application_deadline: "31/12/2099" }, "Application deadline must be a date such as 2025-12-31"],
    [{ application_deadline: "2020-01-01" }, "Application deadline cannot be in the past"],
    [{ salary_range: "abc" }, "Salary range must give figures, such as 6-10 LPA"],
    [{ how_to_apply: "ftp://files.example.com/apply" }, "How to apply must be text or an http(s) link"],
  ])("refuses %j with “%s”", async (overrides, message) => {
    const res = await post(validJob(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, field: Object.keys(overrides)[0] });
  });

  it("deletes a job (its applications stay, unlinked); deleting again is a 404", async () => {
    const job = await createJob(testApp.deps.db);
    const application = await createApplication(testApp.deps.db, { jobId: job.id });
    const del = () => testApp.app.inject({ method: "DELETE", url: `/api/jobs/${job.id}`, headers: auth });
    const first = await del();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, closed_applications: 1 });
    expect((await testApp.app.inject({ method: "GET", url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    expect(await testApp.deps.db.application.findUnique({ where: { id: application.id }, select: { jobId: true } })).toEqual({
      jobId: null,
    });
    expect((await del()).json()).toEqual({ error: "Job not found", reason: "JOB_NOT_FOUND" });
    expect((await testApp.app.inject({ method: "DELETE", url: "/api/jobs/abc", headers: auth })).json()).toMatchObject({
      error: "Invalid job ID",
      field: "id",
    });
  });

  it("deleting a job closes its open applications, mails each candidate and shows Position closed (issue #33)", async () => {
    const db = testApp.deps.db;
    const hr = await createUser(db, { role: "hr" });
    const job = await createJob(db, { jobTitle: `Closing Role ${uniqueSuffix()}` });
    const candidate = await createUser(db);
    const open = await createApplication(db, {
      jobId: job.id,
      userId: candidate.id,
      round: "round_1",
      email: `typed.${candidate.id}@example.com`,
    });
    const decided = await createApplication(db, { jobId: job.id, roundStatus: "cleared" });
    const withdrawn = await createApplication(db, { jobId: job.id, withdrawnAt: new Date() });

    const res = await testApp.app.inject({
      method: "DELETE",
      url: `/api/jobs/${job.id}`,
      headers: { authorization: `Bearer ${await tokenFor(hr)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, closed_applications: 1 });

    const state = (id: number) =>
      db.application.findUniqueOrThrow({ where: { id }, select: { jobId: true, round: true, roundStatus: true } });
    expect(await state(open.id)).toEqual({ jobId: null, round: "round_1", roundStatus: "rejected" });
    expect(await state(decided.id)).toMatchObject({ roundStatus: "cleared" });
    expect(await state(withdrawn.id)).toMatchObject({ roundStatus: "in_progress" });
    expect(
      await db.roundChange.findMany({
        where: { applicationId: open.id },
        select: { fromRound: true, toRound: true, status: true, changedById: true },
      }),
    ).toEqual([{ fromRound: "round_1", toRound: "round_1", status: "rejected", changedById: hr.id }]);
    const mails = await db.mailLog.findMany({
      where: { applicationId: { in: [open.id, decided.id, withdrawn.id] } },
      select: { kind: true, recipient: true, applicationId: true },
    });
    expect(mails).toEqual([{ kind: "position_closed", recipient: candidate.email, applicationId: open.id }]);

    const tracking = await testApp.app.inject({
      method: "GET",
      url: "/api/me/applications",
      headers: { authorization: `Bearer ${await tokenFor(candidate)}` },
    });
    const [application] = (
      tracking.json() as { applications: { status: string; statusText: string; canWithdraw: boolean; mails: { subject: string }[] }[] }
    ).applications;
    expect(application).toMatchObject({ status: "position_closed", statusText: "Position closed", canWithdraw: false });
    expect(application?.mails.map((mail) => mail.subject)).toEqual([MAIL_SUBJECTS.position_closed({ jobTitle: open.jobTitle ?? "" })]);
  });

  it("refuses to delete a job while its candidates' mails cannot be queued (Redis down): 503, nothing changed", async () => {
    const offline = await createTestAppWithOwnRedis();
    try {
      const hr = await createUser(offline.deps.db, { role: "hr" });
      const job = await createJob(offline.deps.db);
      const open = await createApplication(offline.deps.db, { jobId: job.id });
      await offline.redis.stop();
      const res = await offline.app.inject({
        method: "DELETE",
        url: `/api/jobs/${job.id}`,
        headers: { authorization: `Bearer ${await tokenFor(hr)}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
      expect(await offline.deps.db.job.count({ where: { id: job.id } })).toBe(1);
      expect(
        await offline.deps.db.application.findUniqueOrThrow({ where: { id: open.id }, select: { roundStatus: true, jobId: true } }),
      ).toEqual({
        roundStatus: "in_progress",
        jobId: job.id,
      });
    } finally {
      await offline.close();
    }
  });

  it("posts and deletes through tRPC with the same rules", async () => {
    const hr = await createUser(testApp.deps.db, { role: "hr" });
    const caller = createCallerFactory(appRouter)(
      createContextInner(testApp.deps, { id: hr.id, name: hr.name, email: hr.email, role: "hr" }),
    );
    const job = await caller.hr.jobs.create({ ...validJob(), department: "Design", job_type: "Internship" });
    expect(job).toMatchObject({ department: "Design", job_type: "Internship" });
    await expect(caller.hr.jobs.create({ ...validJob(), experience_level: -2 })).rejects.toThrow("Experience cannot be negative");
    expect(await caller.hr.jobs.delete({ id: job.id })).toEqual({ success: true, closedApplications: 0 });
    await expect(caller.hr.jobs.delete({ id: job.id })).rejects.toThrow("Job not found");
  });

  it("edits a posted job through REST with the posting rules; an unknown job is a 404; candidates cannot", async () => {
    const job = jobSchema.parse((await post(validJob())).json());
    const put = (id: number | string, payload: object, headers = auth) =>
      testApp.app.inject({ method: "PUT", url: `/api/jobs/${id}`, headers, payload });
    const edited = await put(
      job.id,
      validJob({ job_title: "Senior Data Analyst", responsibilities: ["Own the KPIs", " "], experience_level: 3 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: job.id,
      job_title: "Senior Data Analyst",
      responsibilities: ["Own the KPIs"],
      experience_level: 3,
      created_at: job.created_at,
    });
    const publicJob = await testApp.app.inject({ method: "GET", url: `/api/jobs/${job.id}` });
    expect(publicJob.json()).toMatchObject({ job_title: "Senior Data Analyst" });

    expect((await put(job.id, validJob({ job_title: " " }))).json()).toMatchObject({ error: "Job title is required", field: "job_title" });
    expect((await put(2147483600, validJob())).json()).toEqual({ error: "Job not found", reason: "JOB_NOT_FOUND" });
    const candidate = await createUser(testApp.deps.db);
    expect((await put(job.id, validJob(), { authorization: `Bearer ${await tokenFor(candidate)}` })).statusCode).toBe(403);
  });

  it("edits through tRPC, and counts and lists each job's applicants", async () => {
    const hr = await createUser(testApp.deps.db, { role: "hr" });
    const caller = createCallerFactory(appRouter)(
      createContextInner(testApp.deps, { id: hr.id, name: hr.name, email: hr.email, role: "hr" }),
    );
    const job = await caller.hr.jobs.create(validJob());
    const updated = await caller.hr.jobs.update({ id: job.id, ...validJob({ location: "Pune" }) });
    expect(updated.location).toBe("Pune");
    await expect(caller.hr.jobs.update({ id: job.id, ...validJob({ experience_level: -1 }) })).rejects.toThrow(
      "Experience cannot be negative",
    );

    const first = await createApplication(testApp.deps.db, {
      jobId: job.id,
      department: "Finance",
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await createApplication(testApp.deps.db, {
      jobId: job.id,
      department: "Finance",
      roundStatus: "rejected",
      round: "round_1",
    });
    await createEnquiry(testApp.deps.db);
    const counts = await caller.hr.jobs.applicantCounts();
    expect(counts.find((count) => count.job_id === job.id)).toEqual({ job_id: job.id, applicants: 2 });
    const applicants = await caller.hr.jobs.applicants({ id: job.id });
    expect(applicants.total).toBe(2);
    expect(applicants.data.map((row) => [row.applicantId, row.round, row.roundStatus])).toEqual([
      [second.id, "Round 1", "rejected"],
      [first.id, "Resume Screening", "in_progress"],
    ]);
  });
});
