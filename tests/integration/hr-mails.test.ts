// HR's mail status per candidate and retry, through both doors (tRPC hr.mails.*, REST /api/hr/mails),
// on the real pipeline (producer, in-process worker, SMTP sink): the list holds only that address's
// mails, newest first, with kind, subject and status; a mail the sink refuses for good keeps its
// sealed payload and HR's retry gets it sent by the worker; retrying a sent or queued mail is a 409,
// two retries at once queue it once, Redis down is a 503 with the row left failed, and an erasure
// clears the payload so nothing can be retried.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailJobId } from "../../src/infra/mail/mail-queue.js";
import { eraseRows } from "../../src/infra/privacy/erase-rows.js";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { MAIL_LIST_LIMIT, MAIL_MESSAGES } from "../../src/shared/hr/mails.js";
import { hrMailListSchema, retryResultSchema } from "../../src/shared/hr/mails-schemas.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { MAIL_SUBJECTS } from "../../src/shared/mail-subjects.js";
import { createApplication } from "../helpers/application-factory.js";
import { createUser, TEST_PASSWORD, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";
import { createTestAppWithOwnRedis } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;

describe("HR mail status and retry", () => {
  let pipeline: MailPipeline;
  let hr: User;
  /** Addresses the sink refuses for good (550) while they are in the set. */
  const refused = new Set<string>();

  const deps = () => pipeline.testApp.deps;
  const db = () => deps().db;
  const address = (label: string) => `${label}-${uniqueSuffix()}@example.com`;
  const row = (id: string) => db().mailLog.findUnique({ where: { id } });
  const messageId = (mailId: string) => `<${mailId}@rft.example>`;
  const timesReceived = (mailId: string) => pipeline.sink.messageIds.filter((id) => id === messageId(mailId)).length;
  const asAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
  const mails = () => createCallerFactory(appRouter)(createContextInner(deps(), asAuthUser(hr))).hr.mails;
  const rest = async (method: "GET" | "POST", url: string) => {
    const res = await pipeline.testApp.app.inject({ method, url, headers: { authorization: `Bearer ${await tokenFor(hr)}` } });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  /** A mail the sink refused for good: failed after one attempt. */
  async function failedMail(to = address("refused"), applicationId?: number): Promise<string> {
    refused.add(to);
    const { mailId } = await enqueueMail(deps(), {
      kind: "application_received",
      to,
      data: { name: "Asha", jobTitle: "Designer" },
      ...(applicationId === undefined ? {} : { applicationId }),
    });
    await expect.poll(() => row(mailId), { timeout: 10_000 }).toMatchObject({ status: "failed" });
    return mailId;
  }

  beforeAll(async () => {
    pipeline = await startMailPipeline("hr-mails", {
      refuseRecipient: (to) => (refused.has(to) ? { code: 550, message: `5.1.1 <${to}>: No such user` } : undefined),
    });
    hr = await createUser(db(), { role: "hr", name: `Mail Recruiter ${uniqueSuffix()}` });
  });
  afterAll(async () => {
    await pipeline.close();
  });

  it("lists only that address's mails, newest first, with kind, subject and status, through both doors", async () => {
    const to = address("list");
    const applicant = await createApplication(db(), { email: to, jobTitle: "Data Analyst" });
    const received = await enqueueMail(deps(), {
      kind: "application_received",
      to,
      data: { name: "Asha", jobTitle: "Data Analyst" },
      applicationId: applicant.id,
    });
    await db().roundChange.create({
      data: { applicationId: applicant.id, fromRound: "resume_screening", toRound: "round_1", status: "in_progress" },
    });
    const moved = await enqueueMail(deps(), {
      kind: "applicant_accepted",
      to,
      data: { name: "Asha", round: "Round 1" },
      applicationId: applicant.id,
    });
    const other = await enqueueMail(deps(), { kind: "signup_code", to: address("other"), data: { code: "123456" } });
    for (const { mailId } of [received, moved, other]) await pipeline.sink.waitForMail((m) => m.messageId === messageId(mailId));
    await expect.poll(async () => (await row(moved.mailId))?.status).toBe("sent");

    const byTrpc = await mails().list({ email: to.toUpperCase() });
    expect(byTrpc.data.map((mail) => mail.id)).toEqual([moved.mailId, received.mailId]);
    expect(byTrpc.data[0]).toMatchObject({
      kind: "applicant_accepted",
      subject: MAIL_SUBJECTS.applicant_accepted({ round: "Round 1" }),
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt: expect.any(String),
      applicationId: applicant.id,
      retryable: false,
    });
    expect(byTrpc.data[1]).toMatchObject({
      kind: "application_received",
      subject: MAIL_SUBJECTS.application_received({ jobTitle: "Data Analyst" }),
    });

    const byRest = await rest("GET", `/api/hr/mails?email=${encodeURIComponent(to)}`);
    expect(byRest.status).toBe(200);
    expect(hrMailListSchema.parse(byRest.body)).toEqual(byTrpc);
    const byApplication = await rest("GET", `/api/hr/mails?application_id=${applicant.id}`);
    expect(hrMailListSchema.parse(byApplication.body)).toEqual(byTrpc);

    expect((await rest("GET", "/api/hr/mails")).status).toBe(400);
    expect((await rest("GET", "/api/hr/mails?email=not-an-address")).status).toBe(400);
    expect(MAIL_LIST_LIMIT).toBe(100);
  });

  it("keeps the payload of a mail refused for good, and HR's retry gets it sent by the worker", { timeout: 30_000 }, async () => {
    const to = address("retry");
    const applicant = await createApplication(db(), { email: to });
    const mailId = await failedMail(to, applicant.id);
    expect(await row(mailId)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("550"),
      sealedPayload: expect.stringMatching(/^v1\./),
    });
    const [listed] = (await mails().list({ email: to })).data;
    expect(listed).toMatchObject({ id: mailId, status: "failed", retryable: true, lastError: expect.stringContaining("No such user") });

    refused.delete(to);
    const retried = await rest("POST", `/api/hr/mails/${mailId}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retryResultSchema.parse(retried.body).data).toMatchObject({ id: mailId, retryable: false });

    await pipeline.sink.waitForMail((m) => m.messageId === messageId(mailId), 10_000);
    await expect.poll(() => row(mailId)).toMatchObject({ status: "sent", attempts: 2, sentAt: expect.any(Date), sealedPayload: null });
    expect(timesReceived(mailId)).toBe(1);
    const audit = await db().auditEvent.findMany({ where: { action: "mail_retried", targetId: mailId } });
    expect(audit).toMatchObject([{ actorId: hr.id, targetType: "mail", applicationId: applicant.id, after: { status: "queued" } }]);
    expect(JSON.stringify(audit)).not.toContain(to);

    // Sent now: a second retry is refused, through either door.
    await expect(mails().retry({ mailId })).rejects.toMatchObject({ code: "CONFLICT", message: MAIL_MESSAGES.onlyFailed });
    expect(await rest("POST", `/api/hr/mails/${mailId}/retry`)).toEqual({
      status: 409,
      body: { error: MAIL_MESSAGES.onlyFailed, reason: "CONFLICT" },
    });
  });

  it("refuses to retry a queued mail, a code, or an unknown mail", async () => {
    const queued = await db().mailLog.create({
      data: { kind: "application_received", recipient: address("queued"), status: "queued", sealedPayload: "v1.sealed" },
    });
    await expect(mails().retry({ mailId: queued.id })).rejects.toMatchObject({ code: "CONFLICT", message: MAIL_MESSAGES.onlyFailed });
    expect(await row(queued.id)).toMatchObject({ status: "queued" });

    const code = await db().mailLog.create({
      data: { kind: "signup_code", recipient: address("code"), status: "failed", sealedPayload: "v1.sealed" },
    });
    await expect(mails().retry({ mailId: code.id })).rejects.toMatchObject({ code: "CONFLICT", message: MAIL_MESSAGES.codeExpired });
    expect((await mails().list({ email: code.recipient })).data[0]).toMatchObject({ status: "failed", retryable: false });

    const missing = await rest("POST", `/api/hr/mails/${crypto.randomUUID()}/retry`);
    expect(missing).toMatchObject({ status: 404, body: { error: MAIL_MESSAGES.mailNotFound } });
    expect((await rest("POST", "/api/hr/mails/not-a-uuid/retry")).status).toBe(400);
  });

  it("queues a mail once when HR retries it twice at once", { timeout: 30_000 }, async () => {
    const to = address("twice");
    const mailId = await failedMail(to);
    refused.delete(to);
    const results = await Promise.allSettled([mails().retry({ mailId }), rest("POST", `/api/hr/mails/${mailId}/retry`)]);
    const [trpcResult, restResult] = results;
    const restStatus = restResult.status === "fulfilled" ? restResult.value.status : 0;
    const succeeded = (trpcResult.status === "fulfilled" ? 1 : 0) + (restStatus === 200 ? 1 : 0);
    expect(succeeded).toBe(1);
    if (trpcResult.status === "rejected") expect(trpcResult.reason).toMatchObject({ code: "CONFLICT" });
    else expect(restStatus).toBe(409);

    await pipeline.sink.waitForMail((m) => m.messageId === messageId(mailId), 10_000);
    await expect.poll(async () => (await deps().mailQueue.getJob(mailJobId(mailId)))?.returnvalue).toBe("sent");
    expect(timesReceived(mailId)).toBe(1);
    expect(await db().auditEvent.count({ where: { action: "mail_retried", targetId: mailId } })).toBe(1);
  });

  it("documents both REST paths in the OpenAPI page", async () => {
    const spec = (await pipeline.testApp.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
    };
    expect(spec.paths["/api/hr/mails"]?.get?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(["query:email", "query:application_id"]);
    expect(Object.keys(spec.paths["/api/hr/mails/{id}/retry"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "403", "404", "409", "503"]),
    );
  });

  it("refuses anonymous and candidate callers on both REST paths", async () => {
    const candidate = await createUser(db(), { role: "user" });
    const mailId = crypto.randomUUID();
    for (const [method, url] of [
      ["GET", `/api/hr/mails?email=${encodeURIComponent(candidate.email)}`],
      ["POST", `/api/hr/mails/${mailId}/retry`],
    ] as const) {
      const anonymous = await pipeline.testApp.app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asCandidate = await pipeline.testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await tokenFor(candidate)}` },
      });
      expect(asCandidate.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 503 while Redis is down and leaves the mail failed", { timeout: 30_000 }, async () => {
    const offline = await createTestAppWithOwnRedis();
    try {
      const mailId = await failedMail();
      await offline.redis.stop();
      const res = await offline.app.inject({
        method: "POST",
        url: `/api/hr/mails/${mailId}/retry`,
        headers: { authorization: `Bearer ${await tokenFor(hr)}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" });
      expect(await row(mailId)).toMatchObject({ status: "failed", sealedPayload: expect.stringMatching(/^v1\./) });
    } finally {
      await offline.close();
    }
  });

  it("clears the payload of a failed mail when the person is erased, so it cannot be retried", { timeout: 30_000 }, async () => {
    const to = address("erased");
    const applicant = await createApplication(db(), { email: to });
    const mailId = await failedMail(to, applicant.id);
    expect((await row(mailId))?.sealedPayload).toMatch(/^v1\./);

    await db().$transaction((tx) => eraseRows(tx, { applicationIds: [applicant.id] }));
    expect(await row(mailId)).toMatchObject({ status: "failed", recipient: "", sealedPayload: null });
    // The SMTP reply quoted the address; the erasure blanks it and keeps the rest of the reason.
    expect((await row(mailId))?.lastError).toMatch(/<<address>>: No such user/);
    const [listed] = (await mails().list({ applicationId: applicant.id })).data;
    expect(listed).toMatchObject({ id: mailId, status: "failed", retryable: false });
    await expect(mails().retry({ mailId })).rejects.toMatchObject({ code: "CONFLICT", message: MAIL_MESSAGES.erased });
    expect((await mails().list({ email: to })).data).toEqual([]);
  });

  it("clears the payload of a failed mail when its recipient deletes their account", { timeout: 30_000 }, async () => {
    const candidate = await createUser(db(), { role: "user", email: address("leaving"), password: TEST_PASSWORD });
    const mailId = await failedMail(candidate.email);
    refused.delete(candidate.email);
    const res = await pipeline.testApp.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { authorization: `Bearer ${await tokenFor(candidate)}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const erased = await row(mailId);
    expect(erased).toMatchObject({ status: "failed", recipient: "", sealedPayload: null });
    expect(erased?.lastError).not.toContain(candidate.email);
    await expect(mails().retry({ mailId })).rejects.toMatchObject({ code: "CONFLICT", message: MAIL_MESSAGES.erased });
  });
});
