// OpenTelemetry: with OTEL_EXPORTER_OTLP_ENDPOINT set, the web server exports a trace per request
// with its database and Redis calls (service careers-web; probes are not traced), and the worker
// a span per mail job, its queries inside job traces (careers-worker). Spans are flushed on SIGTERM.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { request } from "../helpers/http-get.js";
import { startWorkerProcess } from "../helpers/mail-worker-process.js";
import { startOtlpReceiver, type OtlpReceiver } from "../helpers/otlp-receiver.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { startWebServerProcess } from "../helpers/web-server-process.js";

const SERVER_SPAN = 2;

describe("tracing with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  let receiver: OtlpReceiver;
  let sink: SmtpSink;
  let testApp: TestApp;
  const prefix = `${inject("queuePrefix")}-tracing-${uniqueSuffix()}`;
  const scopesInTrace = (traceId: string | undefined) =>
    receiver.spans.filter((span) => span.traceId === traceId).map((span) => span.scope);

  beforeAll(async () => {
    [receiver, sink, testApp] = await Promise.all([startOtlpReceiver(), startSmtpSink(), createTestApp({ QUEUE_PREFIX: prefix })]);
  });
  afterAll(async () => {
    await testApp.deps.mailQueue.obliterate({ force: true });
    await Promise.all([receiver.close(), sink.close(), testApp.close()]);
  });

  it("exports each request of the web server with its database and Redis calls, as careers-web", { timeout: 60_000 }, async () => {
    const to = `tracing-${uniqueSuffix()}@example.com`;
    const server = await startWebServerProcess(inject("nodeDist"), { QUEUE_PREFIX: prefix, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    try {
      expect((await request(`${server.url}/health`)).status).toBe(200);
      const sent = await request(`${server.url}/api/auth/send-otp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: to }),
      });
      expect(sent.status).toBe(200);
      // Shutting down flushes the spans still buffered.
      expect(await server.stop("SIGTERM")).toBe(0);
    } finally {
      await server.stop("SIGKILL");
    }

    const web = receiver.spans.filter((span) => span.service === "careers-web");
    const requestSpan = web.find((span) => span.kind === SERVER_SPAN && span.attributes["url.path"] === "/api/auth/send-otp");
    expect(requestSpan).toBeDefined();
    expect(scopesInTrace(requestSpan?.traceId)).toEqual(
      expect.arrayContaining(["@opentelemetry/instrumentation-pg", "@opentelemetry/instrumentation-ioredis"]),
    );
    expect(web.filter((span) => span.attributes["url.path"] === "/health")).toEqual([]);
    expect(JSON.stringify(receiver.spans)).not.toContain(to);
  });

  it("exports a span per mail job of the worker, its queries inside job traces, as careers-worker", { timeout: 90_000 }, async () => {
    const worker = startWorkerProcess(inject("nodeDist"), {
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    });
    try {
      const { mailId } = await enqueueMail(testApp.deps, {
        kind: "reset_code",
        to: `tracing-${uniqueSuffix()}@example.com`,
        data: { code: "123456", audience: "candidate" },
      });
      // The worker's first mail loads the templates and the instrumented clients: on a CI lane at nice 10
      // beside the browser tests that took over 20 s once, though a few hundred ms on an idle machine.
      await worker.waitForOutput(new RegExp(`"mailId":"${mailId}".*"msg":"mail sent"`), 60_000);
      expect(await worker.stop("SIGTERM")).toBe(0);
      const job = receiver.spans.find(
        (span) => span.service === "careers-worker" && span.name === "mail job" && span.attributes["mail.id"] === mailId,
      );
      expect(job?.attributes).toMatchObject({ "mail.kind": "reset_code", "mail.result": "sent", "mail.attempt": 1 });
      // The per-mail statements are batched across jobs: each batch lands in one of their traces.
      const jobTraces = new Set(receiver.spans.filter((span) => span.name === "mail job").map((span) => span.traceId));
      const queries = receiver.spans.filter(
        (span) => span.service === "careers-worker" && span.scope === "@opentelemetry/instrumentation-pg",
      );
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every((span) => jobTraces.has(span.traceId))).toBe(true);
    } finally {
      await worker.stop("SIGKILL");
    }
  });
});
