// jobs.applied: the signed-in candidate's applied jobs and in-progress General Application, which
// the board marks and the wizard checks before its first step; the same rule as the final submit,
// which still refuses a duplicate, and lets a withdrawn candidate apply again. The address every mail
// about an application goes to: the account's. Also the step-4 profile links, refused by the server too.
import { describe, expect, it } from "vitest";
import type { ApplicationFormData } from "../../src/shared/application/form-values.js";
import { APPLICATION_MESSAGES } from "../../src/shared/application/messages.js";
import { GENERAL_APPLICATION_TITLE } from "../../src/shared/application/general-application.js";
import { createApplication } from "../helpers/application-factory.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

describe("what a candidate has applied for", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;

  async function signedIn() {
    const user = await createUser(db());
    return { user, token: await tokenFor(user) };
  }

  async function appliedJobs(token: string | null) {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    return testApp.app.inject({ method: "GET", url: "/trpc/jobs.applied", headers });
  }

  async function apply(token: string, userId: number, jobpostId: number, overrides: Partial<ApplicationFormData> = {}) {
    const data = { ...validApplicationData(overrides), jobTitle: "Any", user_id: userId, jobpost_id: jobpostId };
    const { payload, contentType } = await multipart({ data, resume: { bytes: tinyPdf() } });
    return testApp.app.inject({
      method: "POST",
      url: "/application/upload",
      payload,
      headers: { "content-type": contentType, authorization: `Bearer ${token}` },
    });
  }

  async function moveAsHr(applicationId: number, body: object) {
    const hr = await createUser(db(), { role: "hr" });
    return testApp.app.inject({
      method: "POST",
      url: `/application/api/applicants/design/${applicationId}/move`,
      headers: { authorization: `Bearer ${await tokenFor(hr)}` },
      payload: body,
    });
  }

  it("is for signed-in users only", async () => {
    const res = await appliedJobs(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { message: "Please log in to continue." } });
  });

  it("lists the user's own jobs and an in-progress General Application, and nobody else's", async () => {
    const { user, token } = await signedIn();
    expect((await appliedJobs(token)).json()).toEqual({ result: { data: { userId: user.id, jobIds: [], generalApplication: false } } });

    const [first, second, theirs] = await Promise.all([createJob(db()), createJob(db()), createJob(db())]);
    expect((await apply(token, user.id, first.id)).statusCode).toBe(201);
    await createApplication(db(), { userId: user.id, jobId: second.id, roundStatus: "rejected" });
    await createApplication(db(), { userId: (await createUser(db())).id, jobId: theirs.id });
    expect((await apply(token, user.id, 0)).statusCode).toBe(201);

    const { data } = (
      (await appliedJobs(token)).json() as { result: { data: { userId: number; jobIds: number[]; generalApplication: boolean } } }
    ).result;
    expect(data).toMatchObject({ userId: user.id, generalApplication: true });
    expect(data.jobIds.sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
  });

  it("the final submit still refuses what the list shows: a second application for a job or a second General Application", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    expect((await apply(token, user.id, job.id)).statusCode).toBe(201);
    expect((await apply(token, user.id, 0)).statusCode).toBe(201);
    for (const jobpostId of [job.id, 0]) {
      const again = await apply(token, user.id, jobpostId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: APPLICATION_MESSAGES.duplicate, reason: "ALREADY_APPLIED" });
    }
  });

  it("lets a candidate who withdrew apply for the same job again, once (issue #33)", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    const first = await apply(token, user.id, job.id);
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: number };
    const withdraw = await testApp.app.inject({
      method: "POST",
      url: `/api/me/applications/${id}/withdraw`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect((await appliedJobs(token)).json()).toEqual({ result: { data: { userId: user.id, jobIds: [], generalApplication: false } } });

    const again = await apply(token, user.id, job.id);
    expect(again.statusCode, again.body).toBe(201);
    expect((await appliedJobs(token)).json()).toMatchObject({ result: { data: { jobIds: [job.id] } } });
    expect((await apply(token, user.id, job.id)).statusCode).toBe(409);
    // The database backs the rule up: a second open row for the same job is refused there too.
    await expect(createApplication(db(), { userId: user.id, jobId: job.id })).rejects.toThrow(/Unique constraint/);
    expect(await db().application.count({ where: { userId: user.id, jobId: job.id } })).toBe(2);
  });

  it("keeps the account's verified address whatever step 1 sent, and HR's decision mail goes there (issue #33)", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db(), { department: "Design" });
    const typed = `someone.else.${user.id}@example.com`;
    const res = await apply(token, user.id, job.id, { email: typed });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    expect(await db().application.findUniqueOrThrow({ where: { id }, select: { email: true } })).toEqual({ email: user.email });

    const move = await moveAsHr(id, { toRound: "Round 1", status: "cleared", link: "https://meet.example.com/interview" });
    expect(move.statusCode, move.body).toBe(200);
    const mails = await db().mailLog.findMany({
      where: { applicationId: id },
      select: { kind: true, recipient: true },
      orderBy: { createdAt: "asc" },
    });
    expect(mails).toEqual([
      { kind: "application_received", recipient: user.email },
      { kind: "applicant_accepted", recipient: user.email },
    ]);
    expect(await db().mailLog.count({ where: { recipient: typed } })).toBe(0);
  });

  it("sends HR's decision on an older application that kept a typed address to the account's address", async () => {
    const { user } = await signedIn();
    const typed = `typo.${user.id}@example.com`;
    const older = await createApplication(db(), { userId: user.id, department: "Design", email: typed });
    const move = await moveAsHr(older.id, { status: "rejected" });
    expect(move.statusCode, move.body).toBe(200);
    expect(await db().mailLog.findMany({ where: { applicationId: older.id }, select: { recipient: true } })).toEqual([
      { recipient: user.email },
    ]);
  });

  it("does not take an application whose job was deleted for a General Application", async () => {
    const { user, token } = await signedIn();
    const job = await createJob(db());
    expect((await apply(token, user.id, job.id)).statusCode).toBe(201);
    await db().job.delete({ where: { id: job.id } });
    const orphan = await db().application.findFirstOrThrow({ where: { userId: user.id } });
    expect(orphan).toMatchObject({ jobId: null, roundStatus: "in_progress" });
    expect(orphan.jobTitle).not.toBe(GENERAL_APPLICATION_TITLE);

    expect((await appliedJobs(token)).json()).toEqual({ result: { data: { userId: user.id, jobIds: [], generalApplication: false } } });
    expect((await apply(token, user.id, 0)).statusCode).toBe(201);
  });

  it.each([
    ["linkedin", "notaurl"],
    ["linkedin", "not a url"],
    ["github", "localhost/me"],
    ["github", "mailto:me@example.com"],
    ["github", "https://user:secret@github.com/me"],
  ] as const)("refuses %s %j with the field named, and stores nothing", async (field, link) => {
    const { user, token } = await signedIn();
    const res = await apply(token, user.id, 0, { [field]: link });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Please enter a valid link", field, reason: "VALIDATION" });
    expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
  });

  it("takes a link with or without its https:// scheme", async () => {
    const { user, token } = await signedIn();
    const res = await apply(token, user.id, 0, { github: "github.com/asha", linkedin: "https://www.linkedin.com/in/asha" });
    expect(res.statusCode).toBe(201);
  });
});
