// Walks EVERY HR tRPC procedure (read from the router) and EVERY HR REST path (read from the REST
// plugin's own routes) as anonymous, candidate, interviewer and HR: 401, 403, 403, then success. A
// new procedure or path without a case here fails the "has a case" tests, so none can be forgotten,
// and an interviewer is refused on each unless its case says otherwise (INTERVIEWER_ALLOWED). The
// document downloads are walked on each upload store.
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { restPlugin } from "../../src/server/rest/plugin.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { STORAGE_DRIVERS, type TestStore } from "../helpers/storage-drivers.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

type Caller = { name: string; headers: () => Record<string, string>; status: (success: number, route: string) => number };
type RestRequest = { url: string; payload?: unknown; success?: number };

/**
 * HR routes an interviewer may call, with the status the walk's request gets as one (an interviewer
 * is on none of the walk's interviews). Empty: an interviewer gets 403 on every HR path, REST and tRPC.
 */
const INTERVIEWER_ALLOWED: Record<string, number> = {};

/** HR's REST paths: everything under /api/candidates and /application/api, and every write to /api/jobs. */
function isHrPath(method: string, url: string): boolean {
  if (method === "HEAD") return false;
  if (url.startsWith("/api/candidates") || url.startsWith("/application/api/") || url.startsWith("/api/hr/")) return true;
  // Changing or canceling an interview (listing them and scorecards are staff routes).
  if (url.startsWith("/api/interviews/") && (method === "PATCH" || method === "DELETE")) return true;
  return url.startsWith("/api/jobs") && method !== "GET";
}

describe.each(STORAGE_DRIVERS)("HR authorization ($driver store)", ({ start }) => {
  let testApp: TestApp;
  let store: TestStore;
  let tokens: { candidate: string; interviewer: string; hr: string };
  let hrUserId: number;
  const hrProcedurePaths = Object.keys(appRouter._def.procedures)
    .filter((p) => p.startsWith("hr."))
    .sort();
  let hrRestRoutes: string[] = [];

  const callers: Caller[] = [
    { name: "anonymous", headers: () => ({}), status: () => 401 },
    { name: "an invalid token", headers: () => ({ authorization: "Bearer not-a-token" }), status: () => 401 },
    { name: "a candidate", headers: () => ({ authorization: `Bearer ${tokens.candidate}` }), status: () => 403 },
    {
      name: "an interviewer",
      headers: () => ({ authorization: `Bearer ${tokens.interviewer}` }),
      status: (_success, route) => INTERVIEWER_ALLOWED[route] ?? 403,
    },
    { name: "HR", headers: () => ({ authorization: `Bearer ${tokens.hr}` }), status: (success) => success },
  ];

  const db = () => testApp.deps.db;
  const storedPdf = async () => {
    const name = `${uniqueSuffix()}.pdf`;
    await store.put(name, tinyPdf());
    return name;
  };
  const applicantWithFiles = async () => createApplication(db(), { resumePath: await storedPdf(), academicDocsPath: await storedPdf() });
  const enquiryWithFiles = async () => createEnquiry(db(), { resumePath: await storedPdf(), academicDocsPath: await storedPdf() });
  /** A note the walking HR user wrote (only its author may edit or delete it). */
  const ownNote = async () =>
    db().applicationNote.create({
      data: { applicationId: (await createApplication(db())).id, authorId: hrUserId, body: "Strong portfolio" },
    });
  /** A mail that failed for good, still holding its sealed payload (HR may retry it). */
  const failedMail = async () => {
    const to = `walk-${uniqueSuffix()}@example.com`;
    const { mailId } = await enqueueMail(testApp.deps, { kind: "application_received", to, data: { name: "Walk", jobTitle: "QA" } });
    await db().mailLog.update({ where: { id: mailId }, data: { status: "failed", lastError: "550 No such user" } });
    return { mailId, to };
  };
  /** A candidate's open data request (HR answers it once). */
  const openDataRequest = async () =>
    db().dataRequest.create({
      data: {
        userId: (await createUser(db())).id,
        type: "access",
        message: "What do you hold about me?",
        dueAt: new Date(Date.now() + 86_400_000),
      },
    });
  /** A time of its own for each interview the walk makes (the walking HR user is on each). */
  let walkHours = 0;
  const walkTime = () => new Date(Date.now() + 10 * 86_400_000 + ++walkHours * 3_600_000);
  /** An interview of the walking HR user, scheduled (HR reschedules or cancels it). */
  const walkInterview = async () => {
    const startsAt = walkTime();
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    return db().interview.create({
      data: {
        applicationId: (await createApplication(db(), { round: "round_1" })).id,
        round: "round_1",
        startsAt,
        durationMinutes: 30,
        meetingUrl: "https://meet.example.com/walk",
        participants: { create: [{ interviewerId: hrUserId, startsAt, endsAt }] },
      },
    });
  };
  const validJob = () => ({
    job_title: `QA Engineer ${uniqueSuffix()}`,
    department: "Engineering",
    job_type: "Full-time",
    location: "Remote",
    job_summary: "Test things.",
    experience_level: 1,
  });

  const TRPC_INPUTS: Record<string, () => Promise<unknown>> = {
    "hr.dashboard": async () => undefined,
    "hr.enquiries.list": async () => ({ page: 1 }),
    "hr.enquiries.byId": async () => ({ id: (await createEnquiry(db())).id }),
    "hr.enquiries.delete": async () => ({ id: (await createEnquiry(db())).id }),
    "hr.enquiries.reject": async () => ({ id: (await createEnquiry(db())).id, reason: "" }),
    "hr.jobs.create": async () => validJob(),
    "hr.jobs.delete": async () => ({ id: (await createJob(db())).id }),
    "hr.jobs.update": async () => ({ id: (await createJob(db())).id, ...validJob() }),
    "hr.jobs.applicantCounts": async () => undefined,
    "hr.jobs.applicants": async () => ({ id: (await createJob(db())).id }),
    "hr.applicants.stepCounts": async () => ({ department: "Engineering" }),
    "hr.applicants.list": async () => ({ department: "Engineering", round: "resume-screening" }),
    "hr.applicants.byId": async () => ({ id: (await createApplication(db())).id }),
    "hr.applicants.move": async () => ({
      department: "Engineering",
      applicantId: (await createApplication(db())).id,
      toRound: "Round 1",
      status: "cleared",
    }),
    "hr.applicants.sendEmail": async () => ({ email: (await createApplication(db())).email, message: "Hello", status: "accept" }),
    "hr.notes.list": async () => ({ applicationId: (await createApplication(db())).id }),
    "hr.notes.add": async () => ({ applicationId: (await createApplication(db())).id, body: "Call back on Monday" }),
    "hr.notes.edit": async () => ({ noteId: (await ownNote()).id, body: "Called: interested" }),
    "hr.notes.remove": async () => ({ noteId: (await ownNote()).id }),
    "hr.notes.rate": async () => ({ applicationId: (await createApplication(db())).id, rating: 3 }),
    "hr.pipeline.column": async () => ({ department: "Engineering", column: "round-1" }),
    "hr.pipeline.jobs": async () => ({ department: "Engineering" }),
    "hr.activity.list": async () => ({ action: "applicant_moved", from: "2026-01-01", page: 1 }),
    "hr.activity.actors": async () => undefined,
    "hr.activity.forApplication": async () => ({ applicationId: (await createApplication(db())).id }),
    "hr.analytics.funnel": async () => ({ department: "Engineering", from: "2026-01-01", to: "2026-03-31" }),
    "hr.analytics.timeInStage": async () => ({ department: "Engineering", from: "2026-01-01", to: "2026-03-31" }),
    "hr.analytics.sources": async () => ({ department: "Engineering", from: "2026-01-01", to: "2026-03-31" }),
    "hr.analytics.weekly": async () => ({ department: "Engineering", from: "2026-01-01", to: "2026-03-31" }),
    "hr.analytics.mail": async () => ({ department: "Engineering", from: "2026-01-01", to: "2026-03-31" }),
    "hr.analytics.overdue": async () => ({ department: "Engineering" }),
    "hr.bulk.run": async () => ({ applicantIds: [(await createApplication(db())).id], action: "reject" }),
    "hr.bulk.matchingIds": async () => ({ department: "Engineering", round: "round-1" }),
    "hr.mails.list": async () => ({ email: (await failedMail()).to }),
    "hr.mails.retry": async () => ({ mailId: (await failedMail()).mailId }),
    "hr.search.query": async () => ({ q: "asha" }),
    "hr.search.duplicates": async () => ({ applicationId: (await createApplication(db())).id }),
    "hr.identifiers.reveal": async () => ({
      applicationId: (await createApplication(db(), { identifiers: { aadhar: "234567890124" } })).id,
      field: "aadhar",
    }),
    "hr.requests.list": async () => ({ status: "all", page: 1 }),
    "hr.requests.reply": async () => ({ id: (await openDataRequest()).id, reply: "Here is what we hold." }),
    "hr.team.list": async () => undefined,
    "hr.team.invite": async () => ({ email: `walk-${uniqueSuffix()}@example.com`, name: "Walk Interviewer" }),
    "hr.team.deactivate": async () => ({ id: (await createUser(db(), { role: "interviewer" })).id }),
    "hr.interviews.offerSlots": async () => ({
      applicationIds: [(await createApplication(db(), { round: "round_1" })).id],
      slots: [{ startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), durationMinutes: 30 }],
      interviewerIds: [hrUserId],
      location: "Manipal",
    }),
    "hr.interviews.scorecards": async () => ({ applicationId: (await createApplication(db())).id }),
    "hr.interviews.schedule": async () => ({
      applicationId: (await createApplication(db(), { round: "round_1" })).id,
      startsAt: walkTime().toISOString(),
      durationMinutes: 30,
      interviewerIds: [hrUserId],
      meetingUrl: "https://meet.example.com/walk",
    }),
    "hr.interviews.reschedule": async () => ({ id: (await walkInterview()).id, durationMinutes: 45 }),
    "hr.interviews.cancel": async () => ({ id: (await walkInterview()).id }),
    "hr.interviews.forApplicant": async () => ({ applicationId: (await createApplication(db())).id }),
    "hr.interviews.interviewerOptions": async () => undefined,
    "hr.scorecardCriteria.get": async () => ({ department: "Sales", round: "round_1" }),
    "hr.scorecardCriteria.set": async () => ({ department: "Sales", round: "final_round", criteria: ["Negotiation", "Rapport"] }),
  };

  const REST_REQUESTS: Record<string, () => Promise<RestRequest>> = {
    "GET /api/candidates": async () => ({ url: "/api/candidates?page=1&limit=10" }),
    "GET /api/candidates/:id": async () => ({ url: `/api/candidates/${(await createEnquiry(db())).id}` }),
    "DELETE /api/candidates/:id": async () => ({ url: `/api/candidates/${(await createEnquiry(db())).id}` }),
    "POST /api/candidates/:id/reject": async () => ({
      url: `/api/candidates/${(await createEnquiry(db())).id}/reject`,
      payload: { reason: "" },
    }),
    "GET /api/candidates/:id/resume": async () => ({ url: `/api/candidates/${(await enquiryWithFiles()).id}/resume` }),
    "GET /api/candidates/:id/academics": async () => ({ url: `/api/candidates/${(await enquiryWithFiles()).id}/academics` }),
    "GET /application/api/applicants/:departmentOrId": async () => ({
      url: "/application/api/applicants/engineering?round=resume-screening&page=1&limit=10",
    }),
    "GET /application/api/applicants/:id/resume": async () => ({
      url: `/application/api/applicants/${(await applicantWithFiles()).id}/resume`,
    }),
    "GET /application/api/applicants/:id/academics": async () => ({
      url: `/application/api/applicants/${(await applicantWithFiles()).id}/academics`,
    }),
    "POST /application/api/applicants/:department/:applicantId/move": async () => ({
      url: `/application/api/applicants/engineering/${(await createApplication(db())).id}/move`,
      payload: { toRound: "Round 1", status: "cleared" },
    }),
    "POST /application/api/send-email": async () => ({
      url: "/application/api/send-email",
      payload: { email: (await createApplication(db())).email, message: "Hello", link: "", status: "reject" },
    }),
    "GET /application/api/applicants/:id/notes": async () => ({
      url: `/application/api/applicants/${(await createApplication(db())).id}/notes`,
    }),
    "POST /application/api/applicants/:id/notes": async () => ({
      url: `/application/api/applicants/${(await createApplication(db())).id}/notes`,
      payload: { body: "Call back on Monday" },
      success: 201,
    }),
    "PATCH /application/api/notes/:noteId": async () => ({
      url: `/application/api/notes/${(await ownNote()).id}`,
      payload: { body: "Called" },
    }),
    "DELETE /application/api/notes/:noteId": async () => ({ url: `/application/api/notes/${(await ownNote()).id}` }),
    "PUT /application/api/applicants/:id/rating": async () => ({
      url: `/application/api/applicants/${(await createApplication(db())).id}/rating`,
      payload: { rating: 4 },
    }),
    "GET /api/hr/pipeline/:department": async () => ({ url: "/api/hr/pipeline/engineering?round=round-1&page=1" }),
    "GET /api/hr/export/enquiries.csv": async () => ({ url: "/api/hr/export/enquiries.csv" }),
    "GET /api/hr/export/applicants.csv": async () => ({ url: "/api/hr/export/applicants.csv?department=Engineering" }),
    "GET /api/hr/activity": async () => ({ url: "/api/hr/activity?action=job_created&from=2026-01-01&to=2099-12-31&page=1" }),
    "GET /api/hr/analytics/overdue": async () => ({ url: "/api/hr/analytics/overdue?department=Engineering" }),
    "GET /api/hr/analytics/funnel": async () => ({ url: "/api/hr/analytics/funnel?department=Engineering&from=2026-01-01&to=2026-03-31" }),
    "GET /api/hr/analytics/funnel.csv": async () => ({
      url: "/api/hr/analytics/funnel.csv?department=Engineering&from=2026-01-01&to=2026-03-31",
    }),
    "GET /api/hr/analytics/time-in-stage": async () => ({
      url: "/api/hr/analytics/time-in-stage?department=Engineering&from=2026-01-01&to=2026-03-31",
    }),
    "GET /api/hr/analytics/time-in-stage.csv": async () => ({
      url: "/api/hr/analytics/time-in-stage.csv?department=Engineering&from=2026-01-01&to=2026-03-31",
    }),
    "GET /api/hr/analytics/sources": async () => ({
      url: "/api/hr/analytics/sources?department=Engineering&from=2026-01-01&to=2026-03-31",
    }),
    "GET /api/hr/analytics/sources.csv": async () => ({
      url: "/api/hr/analytics/sources.csv?department=Engineering&from=2026-01-01&to=2026-03-31",
    }),
    "GET /api/hr/analytics/weekly": async () => ({ url: "/api/hr/analytics/weekly?department=Engineering&from=2026-01-01&to=2026-03-31" }),
    "GET /api/hr/analytics/weekly.csv": async () => ({
      url: "/api/hr/analytics/weekly.csv?department=Engineering&from=2026-01-01&to=2026-03-31",
    }),
    "GET /api/hr/analytics/mail": async () => ({ url: "/api/hr/analytics/mail?department=Engineering&from=2026-01-01&to=2026-03-31" }),
    "GET /api/hr/analytics/mail.csv": async () => ({
      url: "/api/hr/analytics/mail.csv?department=Engineering&from=2026-01-01&to=2026-03-31",
    }),
    "POST /application/api/applicants/bulk": async () => ({
      url: "/application/api/applicants/bulk",
      payload: { applicant_ids: [(await createApplication(db())).id], action: "move", toRound: "Round 1" },
    }),
    "GET /api/hr/mails": async () => ({ url: `/api/hr/mails?email=${encodeURIComponent((await failedMail()).to)}` }),
    "POST /api/hr/mails/:id/retry": async () => ({ url: `/api/hr/mails/${(await failedMail()).mailId}/retry` }),
    "GET /api/hr/search": async () => ({ url: "/api/hr/search?q=asha" }),
    "POST /application/api/applicants/:id/reveal": async () => ({
      url: `/application/api/applicants/${(await createApplication(db(), { identifiers: { pan: "ABCDE1234F" } })).id}/reveal`,
      payload: { field: "pan" },
    }),
    "GET /api/hr/requests": async () => ({ url: "/api/hr/requests?status=answered&page=1" }),
    "POST /api/hr/requests/:id/reply": async () => ({
      url: `/api/hr/requests/${(await openDataRequest()).id}/reply`,
      payload: { reply: "Here is what we hold." },
    }),
    "GET /api/hr/team": async () => ({ url: "/api/hr/team" }),
    "POST /api/hr/team": async () => ({
      url: "/api/hr/team",
      payload: { email: `walk-${uniqueSuffix()}@example.com`, name: "Walk Interviewer" },
    }),
    "DELETE /api/hr/team/:id": async () => ({ url: `/api/hr/team/${(await createUser(db(), { role: "interviewer" })).id}` }),
    "POST /application/api/applicants/:id/interview-slots": async () => ({
      url: `/application/api/applicants/${(await createApplication(db(), { round: "round_1" })).id}/interview-slots`,
      payload: {
        slots: [{ starts_at: new Date(Date.now() + 8 * 86_400_000).toISOString(), duration_minutes: 30 }],
        interviewer_ids: [hrUserId],
        meeting_url: "https://meet.example.com/walk",
      },
      success: 201,
    }),
    "POST /application/api/applicants/:id/interviews": async () => ({
      url: `/application/api/applicants/${(await createApplication(db(), { round: "round_1" })).id}/interviews`,
      payload: { starts_at: walkTime().toISOString(), duration_minutes: 30, interviewer_ids: [hrUserId], location: "Manipal" },
      success: 201,
    }),
    "PATCH /api/interviews/:id": async () => ({ url: `/api/interviews/${(await walkInterview()).id}`, payload: { duration_minutes: 45 } }),
    "DELETE /api/interviews/:id": async () => ({ url: `/api/interviews/${(await walkInterview()).id}` }),
    "GET /application/api/applicants/:id/scorecards": async () => ({
      url: `/application/api/applicants/${(await createApplication(db())).id}/scorecards`,
    }),
    "GET /api/hr/scorecard-criteria": async () => ({ url: "/api/hr/scorecard-criteria?department=Sales&round=round_2" }),
    "PUT /api/hr/scorecard-criteria": async () => ({
      url: "/api/hr/scorecard-criteria?department=Sales&round=hr_round",
      payload: { criteria: ["Motivation", "Expectations"] },
    }),
    "POST /api/jobs": async () => ({ url: "/api/jobs", payload: validJob(), success: 201 }),
    "DELETE /api/jobs/:id": async () => ({ url: `/api/jobs/${(await createJob(db())).id}` }),
    "PUT /api/jobs/:id": async () => ({ url: `/api/jobs/${(await createJob(db())).id}`, payload: validJob() }),
  };

  beforeAll(async () => {
    store = await start();
    testApp = await createTestApp(store.env);
    const [candidate, interviewer, hr] = await Promise.all([
      createUser(db(), { role: "user" }),
      createUser(db(), { role: "interviewer" }),
      createUser(db(), { role: "hr" }),
    ]);
    tokens = { candidate: await tokenFor(candidate), interviewer: await tokenFor(interviewer), hr: await tokenFor(hr) };
    hrUserId = hr.id;

    // The REST plugin's own routes, collected as it registers them.
    const probe = Fastify({ logger: false });
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    const routes: string[] = [];
    probe.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) if (isHrPath(method, route.url)) routes.push(`${method} ${route.url}`);
    });
    await probe.register(restPlugin, { deps: testApp.deps });
    await probe.ready();
    await probe.close();
    hrRestRoutes = [...new Set(routes)].sort();
  });

  afterAll(async () => {
    await testApp.close();
    await store.close();
  });

  it("has a case for every HR procedure of the router", () => {
    expect(hrProcedurePaths.length).toBeGreaterThan(0);
    expect(Object.keys(TRPC_INPUTS).sort()).toEqual(hrProcedurePaths);
  });

  it("has a case for every HR path of the REST plugin", () => {
    expect(hrRestRoutes.length).toBeGreaterThan(0);
    expect(Object.keys(REST_REQUESTS).sort()).toEqual(hrRestRoutes);
  });

  it.each(hrProcedurePaths)("tRPC %s: 401 anonymous, 403 candidate and interviewer, 200 HR", async (procedurePath) => {
    const makeInput = TRPC_INPUTS[procedurePath];
    if (!makeInput) throw new Error(`no case for ${procedurePath}`);
    const input = await makeInput();
    const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[procedurePath];
    const isQuery = procedure?._def.type === "query";
    for (const caller of callers) {
      const res = await testApp.app.inject({
        method: isQuery ? "GET" : "POST",
        url: `/trpc/${procedurePath}${isQuery && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ""}`,
        headers: { ...caller.headers(), ...(isQuery ? {} : { "content-type": "application/json" }) },
        ...(isQuery ? {} : { payload: JSON.stringify(input ?? null) }),
      });
      expect(res.statusCode, `${procedurePath} as ${caller.name}: ${res.body}`).toBe(caller.status(200, procedurePath));
    }
  });

  it("REST: every HR path answers 401 anonymous, 403 candidate and interviewer, success for HR", async () => {
    for (const route of hrRestRoutes) {
      const makeRequest = REST_REQUESTS[route];
      if (!makeRequest) throw new Error(`no case for ${route}`);
      const request = await makeRequest();
      const method = route.split(" ")[0] as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      for (const caller of callers) {
        const res = await testApp.app.inject({
          method,
          url: request.url,
          headers: caller.headers(),
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
        const expected = caller.status(request.success ?? 200, route);
        expect(res.statusCode, `${route} as ${caller.name}: ${res.body.slice(0, 200)}`).toBe(expected);
        if (expected >= 400) expect(res.json()).toHaveProperty("error");
      }
    }
  });
});
