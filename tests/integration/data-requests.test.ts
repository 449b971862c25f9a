// Data requests (issue #29 item 4) through both doors, with the real worker mailing into an SMTP
// sink: a candidate's request goes from POST /api/me/requests to HR's queue (overdue once past its
// due date), is answered once, both mails arrive, every step is an audit row without the message,
// and the candidate reads the reply. Bad input is a clear 400, each door refuses the wrong caller,
// one account files at most five a day, Redis down files nothing, and deleting the account leaves
// the request's record without its texts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_REQUEST_RATE_LIMIT } from "../../src/server/limits/policies.js";
import { fileDataRequest } from "../../src/server/services/data-requests/file-data-request.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { DATA_REQUEST_LIMITS, DATA_REQUEST_TEXTS } from "../../src/shared/data-request-terms.js";
import {
  fileDataRequestAnswer,
  hrDataRequestsPageSchema,
  myDataRequestsAnswer,
  replyDataRequestAnswer,
  type HrDataRequest,
} from "../../src/shared/data-requests.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { createUser, TEST_PASSWORD, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";
import { useTestAppWithRedisDown } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;

const DAY_MS = 24 * 60 * 60 * 1000;
const DUE_DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

describe("data requests", () => {
  let pipeline: MailPipeline;
  let hr: User;
  const db = () => pipeline.testApp.deps.db;
  const candidate = () => createUser(db(), { name: `Asha Request ${uniqueSuffix()}`, email: `asha.${uniqueSuffix()}@example.com` });

  async function rest(method: "GET" | "POST" | "DELETE", url: string, user: User | null, payload?: object) {
    const headers = user ? { authorization: `Bearer ${await tokenFor(user)}` } : undefined;
    const res = await pipeline.testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }
  const caller = (user: User) =>
    createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }),
    );
  const queue = async (status: string) => {
    const res = await rest("GET", `/api/hr/requests?status=${status}`, hr);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return hrDataRequestsPageSchema.parse(res.body);
  };
  const inQueue = async (status: string, id: number): Promise<HrDataRequest | undefined> =>
    (await queue(status)).data.find((request) => request.id === id);
  const mailTo = (user: User, subject: RegExp) =>
    pipeline.sink.waitForMail((mail) => mail.to.includes(user.email) && subject.test(mail.subject));
  const auditOf = (id: number) =>
    db().auditEvent.findMany({ where: { targetType: "data_request", targetId: String(id) }, orderBy: { id: "asc" } });

  beforeAll(async () => {
    pipeline = await startMailPipeline("data-requests");
    hr = await createUser(db(), { role: "hr", name: `Meera HR ${uniqueSuffix()}` });
  });
  afterAll(async () => {
    await pipeline.close();
  });

  it("goes from the candidate's POST to HR's queue, turns overdue past its due date, is answered once, and both mails arrive", async () => {
    const asha = await candidate();
    const message = `My year of passing is wrong: it should be 2024, not 2023. ${uniqueSuffix()}`;
    const filed = await rest("POST", "/api/me/requests", asha, { type: "correction", message: `  ${message}\n` });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const { request, message: answer } = fileDataRequestAnswer.parse(filed.body);
    expect(answer).toBe(DATA_REQUEST_TEXTS.filed);
    expect(request).toMatchObject({ type: "correction", message, status: "open", overdue: false, answeredAt: null, reply: null });
    // Due DATA_REQUEST_DUE_DAYS (30 by default) after filing, to the millisecond.
    expect(Date.parse(request.dueAt) - Date.parse(request.createdAt)).toBe(30 * DAY_MS);

    const received = await mailTo(asha, /^We received your data request to RFT Technologies$/);
    for (const text of [
      `Dear ${asha.name}`,
      `#${request.id}`,
      "Correct my data",
      DUE_DATE.format(new Date(request.dueAt)),
      "reply to this e-mail",
    ]) {
      expect(received.text, text).toContain(text);
    }
    expect(received.text).not.toContain(message);

    const queued = await inQueue("open", request.id);
    expect(queued).toMatchObject({
      type: "correction",
      message,
      status: "open",
      overdue: false,
      requester: { id: asha.id, name: asha.name, email: asha.email },
      answeredBy: null,
    });
    expect(await inQueue("answered", request.id)).toBeUndefined();

    // The clock past its due date: the same request now reads overdue, in HR's queue and the candidate's list.
    await db().dataRequest.update({ where: { id: request.id }, data: { dueAt: new Date(Date.now() - 60_000) } });
    expect((await inQueue("open", request.id))?.overdue).toBe(true);
    const mine = myDataRequestsAnswer.parse((await rest("GET", "/api/me/requests", asha, undefined)).body);
    expect(mine.data.find((row) => row.id === request.id)?.overdue).toBe(true);

    const reply = `We have corrected your year of passing to 2024. ${uniqueSuffix()}`;
    const answered = await rest("POST", `/api/hr/requests/${request.id}/reply`, hr, { reply });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(replyDataRequestAnswer.parse(answered.body).request).toMatchObject({
      status: "answered",
      overdue: false,
      reply,
      answeredBy: hr.name,
    });

    const replied = await mailTo(asha, /^Our reply to your data request to RFT Technologies$/);
    for (const text of [`Dear ${asha.name}`, `#${request.id}`, "Correct my data", message, reply])
      expect(replied.text, text).toContain(text);

    const again = await rest("POST", `/api/hr/requests/${request.id}/reply`, hr, { reply: "A second answer" });
    expect(again).toEqual({ status: 409, body: { error: DATA_REQUEST_TEXTS.alreadyAnswered, reason: "CONFLICT" } });
    const stored = await db().dataRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored).toMatchObject({ status: "answered", reply, answeredById: hr.id });
    expect(stored.answeredAt).toBeInstanceOf(Date);
    expect(await db().mailLog.count({ where: { recipient: asha.email, kind: "data_request_answered" } })).toBe(1);

    expect(await inQueue("open", request.id)).toBeUndefined();
    expect((await inQueue("answered", request.id))?.reply).toBe(reply);
    expect((await inQueue("all", request.id))?.status).toBe("answered");

    const listed = myDataRequestsAnswer.parse((await rest("GET", "/api/me/requests", asha)).body);
    expect(listed.data).toEqual([expect.objectContaining({ id: request.id, status: "answered", reply, overdue: false })]);

    const audit = await auditOf(request.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ["data_request_filed", asha.id],
      ["data_request_answered", hr.id],
    ]);
    expect(audit[0]?.after).toEqual({ type: "correction", status: "open" });
    expect(audit[1]).toMatchObject({ before: { type: "correction", status: "open" }, after: { type: "correction", status: "answered" } });
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain(message.slice(0, 20));
    expect(auditText).not.toContain(reply.slice(0, 20));
  });

  it("files and answers through tRPC too, with the same answers and mails", async () => {
    const ravi = await candidate();
    const message = `Please send me a copy of my data. ${uniqueSuffix()}`;
    const { request } = await caller(ravi).me.requests.file({ type: "access", message });
    expect(request).toMatchObject({ type: "access", message, status: "open" });
    expect((await mailTo(ravi, /^We received/)).text).toContain("See my data");

    const listedForHr = await caller(hr).hr.requests.list({ status: "open", page: 1 });
    expect(listedForHr.data.some((row) => row.id === request.id)).toBe(true);

    const answer = await caller(hr).hr.requests.reply({ id: request.id, reply: "Your copy is attached to your profile's download." });
    expect(answer.request.status).toBe("answered");
    expect((await mailTo(ravi, /^Our reply/)).text).toContain("Your copy is attached");
    await expect(caller(hr).hr.requests.reply({ id: request.id, reply: "Again" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: DATA_REQUEST_TEXTS.alreadyAnswered,
    });
    expect((await caller(ravi).me.requests.list()).data[0]).toMatchObject({ id: request.id, reply: answer.request.reply });
    await expect(caller(hr).me.requests.file({ type: "access", message: "HR asking" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: DATA_REQUEST_TEXTS.candidatesOnly,
    });
    await expect(caller(ravi).hr.requests.list({ status: "open", page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses bad input with a clear 400 and stores nothing", async () => {
    const nila = await candidate();
    const cases: [object, string][] = [
      [{ type: "complaint", message: "Hello" }, DATA_REQUEST_TEXTS.unknownType],
      [{ type: "access", message: "   " }, DATA_REQUEST_TEXTS.messageRequired],
      [{ type: "access" }, DATA_REQUEST_TEXTS.messageRequired],
      [{ type: "access", message: "x".repeat(DATA_REQUEST_LIMITS.message + 1) }, DATA_REQUEST_TEXTS.messageTooLong],
      [{ type: "access", message: "bad \u0000 byte" }, "Your message contains characters that are not allowed."],
    ];
    for (const [payload, error] of cases) {
      const res = await rest("POST", "/api/me/requests", nila, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ error, reason: "VALIDATION" });
    }
    // Exactly the limit is fine.
    expect(
      (await rest("POST", "/api/me/requests", nila, { type: "erasure", message: "y".repeat(DATA_REQUEST_LIMITS.message) })).status,
    ).toBe(200);
    expect(await db().dataRequest.count({ where: { userId: nila.id } })).toBe(1);

    const { id } = await db().dataRequest.findFirstOrThrow({ where: { userId: nila.id } });
    const replies: [string, object, number, string][] = [
      [`/api/hr/requests/${id}/reply`, { reply: "  " }, 400, DATA_REQUEST_TEXTS.replyRequired],
      [`/api/hr/requests/${id}/reply`, { reply: "z".repeat(DATA_REQUEST_LIMITS.reply + 1) }, 400, DATA_REQUEST_TEXTS.replyTooLong],
      ["/api/hr/requests/abc/reply", { reply: "Hi" }, 400, DATA_REQUEST_TEXTS.invalidId],
      ["/api/hr/requests/2147483600/reply", { reply: "Hi" }, 404, DATA_REQUEST_TEXTS.notFound],
    ];
    for (const [url, payload, status, error] of replies) {
      const res = await rest("POST", url, hr, payload);
      expect([res.status, res.body.error], url).toEqual([status, error]);
    }
    const badFilter = await rest("GET", "/api/hr/requests?status=closed", hr);
    expect([badFilter.status, badFilter.body.error]).toEqual([400, DATA_REQUEST_TEXTS.unknownFilter]);
    expect((await db().dataRequest.findUniqueOrThrow({ where: { id } })).status).toBe("open");
  });

  it("shows a candidate only their own requests; HR tokens are refused on the candidate's paths, candidates and anonymous callers on HR's", async () => {
    const owner = await candidate();
    const other = await candidate();
    const secret = `Private to the owner ${uniqueSuffix()}`;
    const { id } = (await caller(owner).me.requests.file({ type: "grievance", message: secret })).request;

    const othersList = await rest("GET", "/api/me/requests", other);
    expect(othersList).toEqual({ status: 200, body: { data: [] } });
    expect(JSON.stringify(othersList.body)).not.toContain(secret);

    for (const [method, url, payload] of [
      ["GET", "/api/me/requests", undefined],
      ["POST", "/api/me/requests", { type: "access", message: "Hi" }],
    ] as const) {
      expect((await rest(method, url, hr, payload)).status, `${method} ${url} as HR`).toBe(403);
      expect((await rest(method, url, null, payload)).status, `${method} ${url} anonymous`).toBe(401);
    }
    for (const [method, url, payload] of [
      ["GET", "/api/hr/requests", undefined],
      ["POST", `/api/hr/requests/${id}/reply`, { reply: "Not mine to answer" }],
    ] as const) {
      expect((await rest(method, url, owner, payload)).status, `${method} ${url} as a candidate`).toBe(403);
      expect((await rest(method, url, null, payload)).status, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await db().dataRequest.findUniqueOrThrow({ where: { id } })).status).toBe("open");
  });

  it(`lets one account file ${DATA_REQUEST_RATE_LIMIT.perUser} a day, then answers 429 and stores nothing`, async () => {
    const busy = await candidate();
    for (let i = 0; i < DATA_REQUEST_RATE_LIMIT.perUser; i += 1) {
      expect((await rest("POST", "/api/me/requests", busy, { type: "access", message: `Request ${i}` })).status).toBe(200);
    }
    const refused = await rest("POST", "/api/me/requests", busy, { type: "access", message: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ reason: "RATE_LIMITED", error: expect.stringMatching(/^You have made several requests today/) });
    expect(await db().dataRequest.count({ where: { userId: busy.id } })).toBe(DATA_REQUEST_RATE_LIMIT.perUser);
    // Another account has its own allowance.
    expect((await rest("POST", "/api/me/requests", await candidate(), { type: "access", message: "Mine" })).status).toBe(200);
  });

  it("dates a request DATA_REQUEST_DUE_DAYS after filing", async () => {
    const user = await candidate();
    const deps = { ...pipeline.testApp.deps, env: { ...pipeline.testApp.deps.env, DATA_REQUEST_DUE_DAYS: 7 } };
    const { request } = await fileDataRequest(
      deps,
      { id: user.id, name: user.name, email: user.email, role: "user" },
      {
        type: "erasure",
        message: "Please erase my old enquiry.",
      },
    );
    expect(Date.parse(request.dueAt) - Date.parse(request.createdAt)).toBe(7 * DAY_MS);
    expect((await mailTo(user, /^We received/)).text).toContain(DUE_DATE.format(new Date(request.dueAt)));
  });

  it("deleting the account keeps the request's record (type, dates, who answered) but erases its texts", async () => {
    const leaving = await candidate();
    const message = `Erase everything about me ${uniqueSuffix()}`;
    const { request } = await caller(leaving).me.requests.file({ type: "erasure", message });
    const reply = `Done as you asked ${uniqueSuffix()}`;
    await caller(hr).hr.requests.reply({ id: request.id, reply });
    const open = (await caller(leaving).me.requests.file({ type: "grievance", message: `Still open ${uniqueSuffix()}` })).request;

    expect((await rest("DELETE", "/api/me", leaving, { password: TEST_PASSWORD })).status).toBe(200);

    const rows = await db().dataRequest.findMany({ where: { id: { in: [request.id, open.id] } }, orderBy: { id: "asc" } });
    expect(rows).toEqual([
      expect.objectContaining({
        id: request.id,
        userId: null,
        type: "erasure",
        message: "",
        reply: null,
        status: "answered",
        answeredById: hr.id,
      }),
      expect.objectContaining({ id: open.id, userId: null, type: "grievance", message: "", reply: null, status: "open" }),
    ]);
    expect(rows[0]?.answeredAt).toBeInstanceOf(Date);
    const listed = await inQueue("all", request.id);
    expect(listed).toMatchObject({ requester: null, message: "", reply: null, status: "answered", answeredBy: hr.name });

    // HR can still close the open one; there is nobody to mail.
    const closed = await rest("POST", `/api/hr/requests/${open.id}/reply`, hr, { reply: "Closed: the account was deleted." });
    expect(closed.status).toBe(200);
    expect(await db().mailLog.count({ where: { idempotencyKey: `data-request-answered-${open.id}` } })).toBe(0);
  });
});

describe("data requests with Redis down", () => {
  const testApp = useTestAppWithRedisDown();

  it("files nothing and answers 503: the acknowledgement could not be queued", async () => {
    const user = await createUser(testApp.deps.db);
    const res = await testApp.app.inject({
      method: "POST",
      url: "/api/me/requests",
      headers: { authorization: `Bearer ${await tokenFor(user)}` },
      payload: { type: "access", message: "What do you hold about me?" },
    });
    expect([res.statusCode, res.json()]).toEqual([503, { error: MAIL_SERVICE_UNAVAILABLE, reason: "SERVICE_UNAVAILABLE" }]);
    expect(await testApp.deps.db.dataRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(await testApp.deps.db.auditEvent.count({ where: { action: "data_request_filed", actorId: user.id } })).toBe(0);
  });
});
