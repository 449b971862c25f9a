// A candidate's own applications through both doors (tRPC me.*, REST /api/me/*): only their own,
// newest first; status words, timeline and mails after HR moves them; and the withdraw rules
// (confirmation mail queued, twice, someone else's, HR refused afterwards, two at once).
import { describe, expect, it } from "vitest";
import type { Role } from "../../src/infra/db/generated/client.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { myApplicationsRestSchema, withdrawRestSchema } from "../../src/server/rest/me.js";
import { MY_APPLICATION_MESSAGES } from "../../src/shared/me/applications.js";
import { createApplication } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

type User = { id: number; name: string; email: string; role: Role; tokenVersion: number };

describe("my applications", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const caller = (user: User) =>
    createCallerFactory(appRouter)(createContextInner(testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }));
  const request = async (method: "GET" | "POST", url: string, user?: User, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
      ...(payload ? { payload } : {}),
    });
  const listRest = async (user: User) => {
    const res = await request("GET", "/api/me/applications", user);
    expect(res.statusCode, res.body).toBe(200);
    return myApplicationsRestSchema.parse(res.json()).applications;
  };
  const withdrawRest = (user: User, id: number) => request("POST", `/api/me/applications/${id}/withdraw`, user);
  const moveByHr = (hr: User, id: number) =>
    request("POST", `/application/api/applicants/engineering/${id}/move`, hr, { toRound: "Round 1", status: "cleared" });

  async function candidateWithApplications() {
    const user = await createUser(db());
    const job = await createJob(db(), { department: "Engineering", jobTitle: "Platform Engineer" });
    const older = await createApplication(db(), {
      userId: user.id,
      jobId: job.id,
      jobTitle: job.jobTitle,
      email: user.email,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createApplication(db(), { userId: user.id, jobTitle: "General Application", email: user.email });
    return { user, job, older, newer };
  }

  it("lists only the candidate's own applications, newest first, through both doors", async () => {
    const { user, job, older, newer } = await candidateWithApplications();
    const other = await createUser(db());
    const rest = await listRest(user);
    expect(rest.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(rest[1]).toMatchObject({
      jobId: job.id,
      jobTitle: "Platform Engineer",
      department: "Engineering",
      jobOpen: true,
      jobPath: `/jobs/${job.id}-platform-engineer`,
      round: "resume_screening",
      roundLabel: "Resume Screening",
      status: "under_review",
      statusText: "Under review",
      withdrawnAt: null,
      canWithdraw: true,
      timeline: [],
      mails: [],
    });
    expect(rest[0]).toMatchObject({ jobId: null, jobOpen: false, jobPath: null });
    expect(await caller(user).me.applications()).toEqual({ applications: rest });

    expect(await listRest(other)).toEqual([]);
    expect((await caller(other).me.applications()).applications).toEqual([]);
  });

  it("refuses HR tokens (403) and callers without a token (401)", async () => {
    const hr = await createUser(db(), { role: "hr" });
    const forbidden = await request("GET", "/api/me/applications", hr);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: MY_APPLICATION_MESSAGES.candidatesOnly, reason: "FORBIDDEN" });
    await expect(caller(hr).me.applications()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await request("GET", "/api/me/applications")).statusCode).toBe(401);
    expect((await request("POST", "/api/me/applications/1/withdraw")).statusCode).toBe(401);
    await expect(createCallerFactory(appRouter)(createContextInner(testApp.deps)).me.applications()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("shows HR's move to Round 1 with its timeline entry and mail, and the mail's delivery state", async () => {
    const { user, older } = await candidateWithApplications();
    const hr = await createUser(db(), { role: "hr" });
    const moved = await moveByHr(hr, older.id);
    expect(moved.statusCode, moved.body).toBe(200);

    const [application] = (await listRest(user)).filter((a) => a.id === older.id);
    expect(application).toMatchObject({ round: "round_1", roundLabel: "Round 1", status: "moved", statusText: "Moved to Round 1" });
    expect(application?.timeline).toEqual([
      { at: expect.any(String), fromRound: "resume_screening", toRound: "round_1", toRoundLabel: "Round 1", status: "in_progress" },
    ]);
    expect(application?.mails).toEqual([
      {
        id: expect.any(String),
        subject: "You have moved to Round 1 at RFT Technologies",
        message: null,
        link: null,
        at: expect.any(String),
        delivery: "pending",
      },
    ]);

    const mailId = application?.mails[0]?.id ?? "";
    await db().mailLog.update({ where: { id: mailId }, data: { status: "sent", sentAt: new Date() } });
    expect((await caller(user).me.applications()).applications.find((a) => a.id === older.id)?.mails[0]?.delivery).toBe("delivered");
    await db().mailLog.update({ where: { id: mailId }, data: { status: "failed" } });
    expect((await listRest(user)).find((a) => a.id === older.id)?.mails[0]?.delivery).toBe("failed");
  });

  it("withdraws once: Withdrawn, the confirmation mail queued, then 409 twice and HR cannot move it", async () => {
    const { user, older, newer } = await candidateWithApplications();
    const hr = await createUser(db(), { role: "hr" });
    const res = await withdrawRest(user, older.id);
    expect(res.statusCode, res.body).toBe(200);
    const { application } = withdrawRestSchema.parse(res.json());
    expect(application).toMatchObject({ id: older.id, status: "withdrawn", statusText: "Withdrawn", canWithdraw: false });
    expect(application.withdrawnAt).not.toBeNull();
    expect(application.mails).toEqual([
      {
        id: expect.any(String),
        subject: "Your application has been withdrawn",
        message: null,
        link: null,
        at: expect.any(String),
        delivery: "pending",
      },
    ]);
    expect(
      await db().mailLog.findMany({ where: { applicationId: older.id }, select: { kind: true, status: true, recipient: true } }),
    ).toEqual([{ kind: "application_withdrawn", status: "queued", recipient: user.email }]);

    const again = await withdrawRest(user, older.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MY_APPLICATION_MESSAGES.alreadyWithdrawn, reason: "ALREADY_WITHDRAWN" });
    await expect(caller(user).me.withdraw({ applicationId: older.id })).rejects.toMatchObject({ code: "CONFLICT" });

    const refused = await moveByHr(hr, older.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MY_APPLICATION_MESSAGES.withdrawnForHr, reason: "APPLICATION_WITHDRAWN" });
    const row = await request("GET", `/application/api/applicants/${older.id}`, hr);
    expect(row.json()).toMatchObject({ withdrawn_at: application.withdrawnAt });

    // The tRPC door withdraws too.
    const viaTrpc = await caller(user).me.withdraw({ applicationId: newer.id });
    expect(viaTrpc.application).toMatchObject({ id: newer.id, status: "withdrawn", canWithdraw: false });
  });

  it("answers 404 for someone else's application or no such id, and 409 once HR decided", async () => {
    const { user, older } = await candidateWithApplications();
    const other = await createUser(db());
    for (const id of [older.id, 2_000_000_000]) {
      const res = await withdrawRest(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MY_APPLICATION_MESSAGES.notFound, reason: "APPLICATION_NOT_FOUND" });
    }
    await expect(caller(other).me.withdraw({ applicationId: older.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await withdrawRest(other, 0)).statusCode).toBe(400);

    await db().application.update({ where: { id: older.id }, data: { roundStatus: "rejected" } });
    const closed = await withdrawRest(user, older.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ reason: "APPLICATION_CLOSED" });
    expect((await listRest(user)).find((a) => a.id === older.id)).toMatchObject({ status: "not_selected", statusText: "Not selected" });
    expect(await db().mailLog.count({ where: { applicationId: older.id } })).toBe(0);
  });

  it("lets exactly one of two concurrent withdraws succeed", async () => {
    const { user, older } = await candidateWithApplications();
    const answers = await Promise.all([withdrawRest(user, older.id), withdrawRest(user, older.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await db().mailLog.count({ where: { applicationId: older.id, kind: "application_withdrawn" } })).toBe(1);
  });
});
