// Request ids: the web server takes a sane x-request-id or makes one, echoes it, and the mail a
// request queues carries it to the worker process, whose log line for that job names it (and the
// mail id and kind, never the recipient).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startWorkerProcess, type WorkerProcess } from "../helpers/mail-worker-process.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids from the HTTP request to the worker's log", () => {
  let sink: SmtpSink;
  let testApp: TestApp;
  let worker: WorkerProcess;
  const prefix = `${inject("queuePrefix")}-request-id-${uniqueSuffix()}`;

  const mailIdFor = async (recipient: string) =>
    (await testApp.deps.db.mailLog.findFirstOrThrow({ where: { recipient }, select: { id: true } })).id;

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await createTestApp({ QUEUE_PREFIX: prefix });
    worker = startWorkerProcess(inject("nodeDist"), { QUEUE_PREFIX: prefix, SMTP_URL: sink.url });
    await worker.waitForOutput(/"msg":"consuming queue"/);
  });
  afterAll(async () => {
    await worker.stop("SIGKILL");
    await testApp.deps.mailQueue.obliterate({ force: true });
    await testApp.close();
    await sink.close();
  });

  it("logs the mail job of a REST request with the request's own x-request-id", async () => {
    const to = `request-id-${uniqueSuffix()}@example.com`;
    const res = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: { email: to },
      headers: { "x-request-id": "test-req-123" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).toBe("test-req-123");

    const line = JSON.parse(await worker.waitForOutput(/"reqId":"test-req-123"/));
    expect(line).toMatchObject({ reqId: "test-req-123", mailId: await mailIdFor(to), kind: "signup_code", msg: "mail sent", level: 30 });
    await sink.waitForMail((mail) => mail.to.includes(to));
    expect(worker.output()).not.toContain(to);
  });

  it("carries the id through a tRPC call too", async () => {
    const to = `request-id-trpc-${uniqueSuffix()}@example.com`;
    const res = await testApp.app.inject({
      method: "POST",
      url: "/trpc/auth.sendOtp",
      payload: { email: to },
      headers: { "x-request-id": "trpc.req_456" },
    });
    expect(res.statusCode).toBe(200);
    const line = JSON.parse(await worker.waitForOutput(/"reqId":"trpc\.req_456"/));
    expect(line).toMatchObject({ mailId: await mailIdFor(to), kind: "signup_code", msg: "mail sent" });
  });

  it("makes a UUID when the request has no usable id, and echoes it", async () => {
    const generated = await testApp.app.inject({ method: "GET", url: "/api/jobs" });
    expect(generated.headers["x-request-id"]).toMatch(UUID);
    const other = await testApp.app.inject({ method: "GET", url: "/api/jobs" });
    expect(other.headers["x-request-id"]).not.toBe(generated.headers["x-request-id"]);

    for (const unusable of ["has spaces", "x".repeat(65), 'quote"d', "<script>"]) {
      const res = await testApp.app.inject({ method: "GET", url: "/api/jobs", headers: { "x-request-id": unusable } });
      expect(res.headers["x-request-id"], unusable).toMatch(UUID);
    }
  });

  it("logs a mail queued outside any request without a request id", async () => {
    const to = `request-id-none-${uniqueSuffix()}@example.com`;
    const { mailId } = await enqueueMail(testApp.deps, { kind: "signup_code", to, data: { code: "424242" } });
    const line = JSON.parse(await worker.waitForOutput(new RegExp(`"mailId":"${mailId}"`)));
    expect(line).toMatchObject({ mailId, kind: "signup_code", msg: "mail sent" });
    expect(line).not.toHaveProperty("reqId");
  });
});
