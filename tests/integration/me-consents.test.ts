// Consent as a record (issue #29): every submission through the real doors (POST /application/upload,
// POST /upload) writes one row per purpose with the notice version, the choice and the session; the
// candidate lists theirs and withdraws the optional one through both doors (tRPC me.*, REST
// /api/me/consents), once (again changes nothing), with an audit row per application, and never
// the required one or anyone else's.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Role } from "../../src/infra/db/generated/client.js";
import { signToken } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { GENERAL_APPLICATION_JOB_ID } from "../../src/shared/application/general-application.js";
import { describeAuditChange } from "../../src/shared/hr/audit.js";
import { myConsentsAnswerSchema, withdrawConsentAnswerSchema } from "../../src/shared/me/consents.js";
import { CONSENT_TEXTS, PRIVACY_NOTICE_VERSION } from "../../src/shared/privacy.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

type User = { id: number; name: string; email: string; role: Role; tokenVersion: number };
/** A signed-in session: the user and the session id its token carries. */
type Session = { user: User; sessionId: string; token: string };

describe("consents", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;

  async function signIn(role: Role = "user"): Promise<Session> {
    const user = await createUser(db(), { role });
    const sessionId = crypto.randomUUID();
    return { user, sessionId, token: await signToken(process.env.JWT_SECRET ?? "", user, sessionId) };
  }

  const caller = ({ user, sessionId }: Session) =>
    createCallerFactory(appRouter)(
      createContextInner(testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role, sessionId }),
    );

  const request = (method: "GET" | "POST", url: string, session?: Session) =>
    testApp.app.inject({ method, url, headers: session ? { authorization: `Bearer ${session.token}` } : {} });

  async function post(url: string, data: object, headers: Record<string, string>, remoteAddress = "127.0.0.1") {
    const { payload, contentType } = await multipart({ data, resume: { bytes: tinyPdf() } });
    return testApp.app.inject({ method: "POST", url, payload, remoteAddress, headers: { "content-type": contentType, ...headers } });
  }

  /** A job application sent as the wizard sends it; `futureOpenings` absent = the box left alone. */
  async function apply(session: Session, jobpostId: number, futureOpenings?: boolean): Promise<number> {
    const data = {
      ...validApplicationData({ fullName: session.user.name, email: session.user.email, aadhar: "" }),
      futureOpenings,
      user_id: session.user.id,
      jobpost_id: jobpostId,
    };
    const res = await post("/application/upload", data, { authorization: `Bearer ${session.token}` });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  const storedConsents = (applicationId: number) =>
    db().consent.findMany({ where: { applicationId }, orderBy: { purpose: "asc" }, omit: { id: true } });

  it("records one row per purpose for each submission: version, choice, account and session; an enquiry without either", async () => {
    const session = await signIn();
    const job = await createJob(db(), { jobTitle: "Data Analyst" });
    const before = new Date();
    const keep = await apply(session, job.id, true);
    const leftAlone = await apply(session, GENERAL_APPLICATION_JOB_ID);

    const recorded = { userId: session.user.id, sessionId: session.sessionId, noticeVersion: PRIVACY_NOTICE_VERSION, withdrawnAt: null };
    expect(await storedConsents(keep)).toEqual([
      {
        ...recorded,
        applicationId: keep,
        purpose: "application_processing",
        granted: true,
        createdAt: expect.any(Date),
        withdrawnSessionId: null,
      },
      {
        ...recorded,
        applicationId: keep,
        purpose: "future_openings",
        granted: true,
        createdAt: expect.any(Date),
        withdrawnSessionId: null,
      },
    ]);
    const [processing, futureOpenings] = await storedConsents(leftAlone);
    expect(processing).toMatchObject({ ...recorded, purpose: "application_processing", granted: true });
    expect(futureOpenings).toMatchObject({ ...recorded, purpose: "future_openings", granted: false });
    expect(processing!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // An enquiry has no account to withdraw the optional consent from: it is not taken, whatever is sent.
    const enquiry = await post(
      "/upload",
      { ...validApplicationData({ aadhar: "", email: `enquirer.${uniqueSuffix()}@example.com` }), futureOpenings: true },
      {},
      "192.0.2.29",
    );
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    const enquiryId = (enquiry.json() as { id: number }).id;
    expect(await storedConsents(enquiryId)).toEqual([
      expect.objectContaining({ purpose: "application_processing", granted: true, userId: null, sessionId: null }),
      expect.objectContaining({ purpose: "future_openings", granted: false, userId: null, sessionId: null }),
    ]);
  });

  it("refuses a consent choice that is not a boolean, naming the field, and stores nothing", async () => {
    const session = await signIn();
    const data = {
      ...validApplicationData({ aadhar: "" }),
      futureOpenings: "yes",
      user_id: session.user.id,
      jobpost_id: GENERAL_APPLICATION_JOB_ID,
    };
    const res = await post("/application/upload", data, { authorization: `Bearer ${session.token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: CONSENT_TEXTS.futureOpeningsChoice, field: "futureOpenings" });
    expect(await db().consent.count({ where: { userId: session.user.id } })).toBe(0);
  });

  it("lists only the candidate's own consents, newest first, the same through both doors", async () => {
    const session = await signIn();
    const other = await signIn();
    const job = await createJob(db(), { jobTitle: "Platform Engineer" });
    const older = await apply(session, job.id, false);
    const newer = await apply(session, GENERAL_APPLICATION_JOB_ID, true);
    await apply(other, job.id, true);

    const res = await request("GET", "/api/me/consents", session);
    expect(res.statusCode, res.body).toBe(200);
    const { consents } = myConsentsAnswerSchema.parse(res.json());
    expect(consents.map((c) => [c.applicationId, c.purpose, c.granted])).toEqual([
      [newer, "application_processing", true],
      [newer, "future_openings", true],
      [older, "application_processing", true],
      [older, "future_openings", false],
    ]);
    expect(consents[3]).toEqual({
      applicationId: older,
      jobTitle: "Platform Engineer",
      purpose: "future_openings",
      granted: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      recordedAt: expect.any(String),
      withdrawnAt: null,
    });
    expect(consents[0]?.jobTitle).toBe("General Application");
    expect(await caller(session).me.consents()).toEqual({ consents });

    const fresh = await signIn();
    expect((await request("GET", "/api/me/consents", fresh)).json()).toEqual({ consents: [] });
  });

  it("withdraws the optional consent on every application once, with the session and an audit row each; again changes nothing", async () => {
    const session = await signIn();
    const other = await signIn();
    const job = await createJob(db());
    const first = await apply(session, job.id, true);
    const second = await apply(session, GENERAL_APPLICATION_JOB_ID, true);
    const otherApplication = await apply(other, job.id, true);

    const res = await request("POST", "/api/me/consents/future_openings/withdraw", session);
    expect(res.statusCode, res.body).toBe(200);
    const answer = withdrawConsentAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ withdrawn: 2, message: CONSENT_TEXTS.withdrawn });
    expect(answer.consents.filter((c) => c.purpose === "future_openings").every((c) => c.withdrawnAt !== null)).toBe(true);
    expect(answer.consents.filter((c) => c.purpose === "application_processing").every((c) => c.withdrawnAt === null)).toBe(true);

    const withdrawn = await db().consent.findMany({ where: { userId: session.user.id, purpose: "future_openings" } });
    expect(withdrawn).toHaveLength(2);
    for (const row of withdrawn) expect(row).toMatchObject({ withdrawnAt: expect.any(Date), withdrawnSessionId: session.sessionId });
    // Someone else's consent is untouched.
    expect(await db().consent.findFirst({ where: { applicationId: otherApplication, purpose: "future_openings" } })).toMatchObject({
      granted: true,
      withdrawnAt: null,
    });

    const audit = () =>
      db().auditEvent.findMany({
        where: { action: "consent_withdrawn", applicationId: { in: [first, second] } },
        select: { actorId: true, targetType: true, targetId: true, applicationId: true, before: true, after: true },
        orderBy: { applicationId: "asc" },
      });
    expect(await audit()).toEqual(
      [first, second].map((applicationId) => ({
        actorId: session.user.id,
        targetType: "application",
        targetId: String(applicationId),
        applicationId,
        before: { purpose: "future_openings", consent: "granted" },
        after: { purpose: "future_openings", consent: "withdrawn" },
      })),
    );

    // As HR's activity list and the applicant's History read it.
    expect(
      describeAuditChange({ purpose: "future_openings", consent: "granted" }, { purpose: "future_openings", consent: "withdrawn" }),
    ).toBe("purpose Keep my profile for future openings, consent granted → withdrawn");

    // Again, through tRPC: nothing left to withdraw, nothing changed, no new audit row.
    const again = await caller(session).me.withdrawConsent({ purpose: "future_openings" });
    expect(again).toEqual({ withdrawn: 0, message: CONSENT_TEXTS.nothingToWithdraw, consents: answer.consents });
    expect(await db().consent.findMany({ where: { userId: session.user.id, purpose: "future_openings" } })).toEqual(withdrawn);
    expect(await audit()).toHaveLength(2);
  });

  it("withdraws through tRPC too, recording that session", async () => {
    const session = await signIn();
    const application = await apply(session, GENERAL_APPLICATION_JOB_ID, true);
    const answer = await caller(session).me.withdrawConsent({ purpose: "future_openings" });
    expect(answer.withdrawn).toBe(1);
    expect(await db().consent.findFirst({ where: { applicationId: application, purpose: "future_openings" } })).toMatchObject({
      withdrawnAt: expect.any(Date),
      withdrawnSessionId: session.sessionId,
    });
  });

  it("refuses the required purpose and unknown purposes with a clear 400 through both doors, changing nothing", async () => {
    const session = await signIn();
    const application = await apply(session, GENERAL_APPLICATION_JOB_ID, true);

    const required = await request("POST", "/api/me/consents/application_processing/withdraw", session);
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ error: CONSENT_TEXTS.requiredPurpose, reason: "VALIDATION" });
    await expect(caller(session).me.withdrawConsent({ purpose: "application_processing" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: CONSENT_TEXTS.requiredPurpose,
    });

    const unknown = await request("POST", "/api/me/consents/marketing/withdraw", session);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: CONSENT_TEXTS.unknownPurpose, field: "purpose" });
    await expect(caller(session).me.withdrawConsent({ purpose: "marketing" as "future_openings" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    expect(await db().consent.count({ where: { applicationId: application, withdrawnAt: { not: null } } })).toBe(0);
  });

  it("answers 401 without a session and 403 to HR, through both doors", async () => {
    for (const [method, url] of [
      ["GET", "/api/me/consents"],
      ["POST", "/api/me/consents/future_openings/withdraw"],
    ] as const) {
      const res = await request(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ reason: "SIGN_IN_REQUIRED" });
    }
    const anonymous = createCallerFactory(appRouter)(createContextInner(testApp.deps));
    await expect(anonymous.me.consents()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.me.withdrawConsent({ purpose: "future_openings" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    const hr = await signIn("hr");
    expect((await request("GET", "/api/me/consents", hr)).statusCode).toBe(403);
    expect((await request("POST", "/api/me/consents/future_openings/withdraw", hr)).statusCode).toBe(403);
    await expect(caller(hr).me.consents()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
