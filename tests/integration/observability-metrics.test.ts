// Prometheus metrics after real traffic: the web app's /metrics (REST and tRPC requests by route
// pattern, mails queued, queue and pool gauges, Node's defaults) and the worker process's own
// port (mails sent), both closed to everyone but the operator (and, on the web app, HR).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SERVICE_UNAVAILABLE } from "../../src/server/outage.js";
import { createWorkerMetrics } from "../../src/worker/metrics.js";
import { startMetricsServer } from "../../src/worker/metrics-server.js";
import { createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { freePort } from "../helpers/free-port.js";
import { startWorkerProcess, type WorkerProcess } from "../helpers/mail-worker-process.js";
import { parseSamples, sampleValue } from "../helpers/prometheus-text.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";
import { createTestApp, createTestAppWithOwnRedis, type TestApp } from "../helpers/test-app.js";

const OPERATOR_PASSWORD = "operator-password-for-metrics";
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const OPERATOR = basic("operator", OPERATOR_PASSWORD);

describe("metrics", () => {
  let sink: SmtpSink;
  let testApp: TestApp;
  let worker: WorkerProcess;
  let workerMetricsUrl: string;
  const prefix = `${inject("queuePrefix")}-metrics-${uniqueSuffix()}`;

  const scrape = async (authorization = OPERATOR) => {
    const res = await testApp.app.inject({ method: "GET", url: "/metrics", headers: { authorization } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const scrapeWorker = (authorization?: string) => fetch(workerMetricsUrl, { headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await createTestApp({ OPERATOR_PASSWORD, QUEUE_PREFIX: prefix });
    const port = await freePort();
    workerMetricsUrl = `http://127.0.0.1:${port}/metrics`;
    worker = startWorkerProcess(inject("nodeDist"), {
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
      OPERATOR_PASSWORD,
      HOST: "127.0.0.1",
      WORKER_METRICS_PORT: String(port),
    });
    await worker.waitForOutput(/"msg":"serving metrics"/);
    await worker.waitForOutput(/"msg":"consuming queue"/);
  });
  afterAll(async () => {
    expect(await worker.stop("SIGTERM")).toBe(0);
    await testApp.deps.mailQueue.obliterate({ force: true });
    await testApp.close();
    await sink.close();
  });

  it("counts REST and tRPC requests by route pattern and result, and the mails queued and sent", async () => {
    const { app } = testApp;
    expect((await app.inject({ method: "GET", url: "/api/jobs" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/jobs/987654321" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/no-such-path/123456789" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/trpc/jobs.list" })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: "/trpc/contact.send", payload: {} })).statusCode).toBe(401);
    const to = `metrics-${uniqueSuffix()}@example.com`;
    expect((await app.inject({ method: "POST", url: "/api/auth/send-otp", payload: { email: to } })).statusCode).toBe(200);
    await sink.waitForMail((mail) => mail.to.includes(to));

    const text = await scrape();
    const requests = (labels: Record<string, string>) => sampleValue(text, "careers_http_request_duration_seconds_count", labels);
    expect(requests({ method: "GET", route: "/api/jobs", status_code: "200" })).toBe(1);
    expect(requests({ method: "GET", route: "/api/jobs/:id", status_code: "404" })).toBe(1);
    expect(requests({ method: "GET", route: "unmatched", status_code: "404" })).toBe(1);
    expect(requests({ method: "POST", route: "/api/auth/send-otp", status_code: "200" })).toBe(1);
    expect(requests({ method: "GET", route: "/trpc/:path", status_code: "200" })).toBe(1);
    // Raw URLs never become labels.
    expect(text).not.toContain("987654321");
    expect(text).not.toContain("no-such-path");

    const procedures = (labels: Record<string, string>) => sampleValue(text, "careers_trpc_procedure_duration_seconds_count", labels);
    expect(procedures({ procedure: "jobs.list", result: "ok" })).toBe(1);
    expect(procedures({ procedure: "contact.send", result: "UNAUTHORIZED" })).toBe(1);

    expect(sampleValue(text, "careers_mails_queued_total", { kind: "signup_code" })).toBe(1);
    expect(sampleValue(text, "careers_mails_queued_total", { kind: "reset_code" })).toBe(0);
    for (const state of ["waiting", "active", "delayed", "failed"]) {
      expect(sampleValue(text, "careers_mail_queue_jobs", { state }), state).toBeGreaterThanOrEqual(0);
    }
    expect(sampleValue(text, "careers_db_pool_connections", { state: "idle" })).toBeGreaterThan(0);
    expect(sampleValue(text, "careers_db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, "careers_db_pool_waiting_clients")).toBe(0);
    expect(sampleValue(text, "careers_nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);

    // The worker counts the mail once it is sent, on its own port.
    const workerSamples = async () => (await scrapeWorker(OPERATOR)).text();
    await expect.poll(async () => sampleValue(await workerSamples(), "careers_mails_sent_total", { kind: "signup_code" })).toBe(1);
    const workerText = await workerSamples();
    expect(sampleValue(workerText, "careers_mail_job_wait_seconds_count", { kind: "signup_code" })).toBe(1);
    expect(sampleValue(workerText, "careers_mail_job_duration_seconds_count", { kind: "signup_code", result: "sent" })).toBe(1);
    expect(sampleValue(workerText, "careers_mails_failed_total", { kind: "signup_code", final: "true" })).toBe(0);
    expect(sampleValue(workerText, "careers_nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("leaves out the queue gauges while Redis cannot be asked, instead of reporting stale counts", async () => {
    const broken = await createTestAppWithOwnRedis({ OPERATOR_PASSWORD });
    try {
      const hr = await createUser(broken.deps.db, { role: "hr" });
      const lost = new Promise((resolve) => broken.deps.redis.once("close", resolve));
      await broken.redis.stop();
      await lost;
      // An HR session token needs no Redis; Basic sign-ins wait for the failed-attempt limits (503).
      const res = await broken.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${await tokenFor(hr)}` } });
      expect(res.statusCode).toBe(200);
      expect(parseSamples(res.body).filter((sample) => sample.name === "careers_mail_queue_jobs")).toEqual([]);
      expect(sampleValue(res.body, "careers_db_pool_waiting_clients")).toBe(0);
      const operator = await broken.app.inject({ method: "GET", url: "/metrics", headers: { authorization: OPERATOR } });
      expect([operator.statusCode, operator.json()]).toEqual([503, { error: SERVICE_UNAVAILABLE }]);
    } finally {
      await broken.close();
    }
  });

  it("answers /metrics 401 without credentials, 403 to a candidate, 200 to the operator and HR", async () => {
    const get = (authorization?: string) =>
      testApp.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["www-authenticate"]).toMatch(/^Basic realm="Metrics"/);
    expect(anonymous.body).not.toContain("careers_");
    expect((await get(basic("operator", "wrong-password"))).statusCode).toBe(401);

    const candidate = await createUser(testApp.deps.db, { role: "user" });
    const forbidden = await get(`Bearer ${await tokenFor(candidate)}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain("careers_");

    const operator = await get(OPERATOR);
    expect(operator.statusCode).toBe(200);
    expect(operator.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const hr = await createUser(testApp.deps.db, { role: "hr" });
    expect((await get(`Bearer ${await tokenFor(hr)}`)).statusCode).toBe(200);
  });

  it("opens the worker's port to the operator password only", async () => {
    const anonymous = await scrapeWorker();
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Basic realm="Worker metrics"/);
    expect(await anonymous.text()).not.toContain("careers_");
    expect((await scrapeWorker(basic("operator", "wrong-password"))).status).toBe(401);
    expect((await scrapeWorker(basic("hr@example.com", OPERATOR_PASSWORD))).status).toBe(401);
    const operator = await scrapeWorker(OPERATOR);
    expect(operator.status).toBe(200);
    expect(operator.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await fetch(workerMetricsUrl.replace("/metrics", "/other"), { headers: { authorization: OPERATOR } })).status).toBe(404);
  });

  it("answers the container health check on the worker's port without credentials, and nothing more", async () => {
    const health = await fetch(workerMetricsUrl.replace("/metrics", "/health"));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", redis: "up" });
  });

  /** A worker port of its own on a free port, for one request. */
  async function fetchFromOwnWorkerPort(options: { operatorPassword?: string; isConnected: boolean }, path: string, init?: RequestInit) {
    const server = await startMetricsServer({
      host: "127.0.0.1",
      port: 0,
      registry: createWorkerMetrics().registry,
      operatorPassword: options.operatorPassword,
      isConnected: () => options.isConnected,
    });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}${path}`, init);
      return { status: res.status, body: await res.text() };
    } finally {
      await server.close();
    }
  }

  it("reports the worker unhealthy on its port while it is not connected to Redis", async () => {
    const res = await fetchFromOwnWorkerPort({ operatorPassword: OPERATOR_PASSWORD, isConnected: false }, "/health");
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ status: "degraded", redis: "down" });
  });

  it("refuses every request on the worker's port when OPERATOR_PASSWORD is unset", async () => {
    const res = await fetchFromOwnWorkerPort({ isConnected: true }, "/metrics", { headers: { authorization: basic("operator", "") } });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain("careers_");
  });
});
