// Scale-out: two compiled web processes and two mail workers on one Postgres, one Redis and one S3
// server. A file stored through one instance is served by the other, rate limits and jobs are
// shared, 1,000 mails are spread over both workers and each is sent once, and a web process stopped
// under load loses no request.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parseEnv } from "../../src/infra/env.js";
import { waitForRedis } from "../../src/infra/redis.js";
import { createDeps, closeDeps, type Deps } from "../../src/server/deps.js";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { freePort } from "../helpers/free-port.js";
import { startWorkerProcess, type WorkerProcess } from "../helpers/mail-worker-process.js";
import { startRoundRobinProxy } from "../helpers/round-robin-proxy.js";
import { startS3Server, type TestS3Server } from "../helpers/s3-server.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";
import { TEST_JWT_SECRET } from "../helpers/test-secrets.js";
import { startWebServerProcess, type WebServerProcess as WebProcess } from "../helpers/web-server-process.js";

const OPERATOR_PASSWORD = "operator-scale-test";
const MAILS = 1000;

describe("two web processes and two workers on one Postgres, Redis and S3", () => {
  let s3: TestS3Server;
  let sink: SmtpSink;
  let webA: WebProcess;
  let webB: WebProcess;
  let workers: { process: WorkerProcess; metricsUrl: string }[];
  let deps: Deps;

  beforeAll(async () => {
    s3 = await startS3Server();
    sink = await startSmtpSink({ parse: false });
    const env = {
      DATABASE_URL: inject("databaseUrl"),
      QUEUE_PREFIX: `${inject("queuePrefix")}-scale`,
      JWT_SECRET: TEST_JWT_SECRET,
      OPERATOR_PASSWORD,
      SMTP_URL: sink.url,
      // The load below comes from one client IP, like the benchmarks.
      PUBLIC_READ_RATE_LIMIT: "0",
      ...s3.envFor(await s3.createBucket()),
    };
    deps = createDeps(parseEnv({ ...process.env, ...env }));
    await waitForRedis(deps);
    // A logs at debug: the test below waits for its "incoming request" line.
    [webA, webB] = await Promise.all([
      startWebServerProcess(inject("nodeDist"), { ...env, LOG_LEVEL: "debug" }),
      startWebServerProcess(inject("nodeDist"), env),
    ]);
    workers = await Promise.all(
      [0, 1].map(async () => {
        const port = await freePort();
        const process = startWorkerProcess(inject("nodeDist"), { ...env, HOST: "127.0.0.1", WORKER_METRICS_PORT: String(port) });
        await process.waitForOutput(/"msg":"consuming queue"/);
        return { process, metricsUrl: `http://127.0.0.1:${port}/metrics` };
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([webA?.stop("SIGTERM"), webB?.stop("SIGTERM"), ...(workers ?? []).map((worker) => worker.process.stop("SIGTERM"))]);
    await deps?.mailQueue.obliterate({ force: true });
    if (deps) await closeDeps(deps);
    await sink?.close();
    await s3?.close();
  });

  const bearer = async (role: "hr" | "user") => `Bearer ${await tokenFor(await createUser(deps.db, { role }))}`;

  /** A new candidate's application to a job: the multipart body and the candidate's token. */
  async function applicationFor(jobId: number, resume = tinyPdf()) {
    const candidate = await createUser(deps.db);
    const data = { ...validApplicationData(), jobTitle: "Any", user_id: candidate.id, jobpost_id: jobId };
    return { ...(await multipart({ data, resume: { bytes: resume } })), token: await tokenFor(candidate) };
  }

  it("serves through B the resume a candidate uploaded through A", async () => {
    const resume = tinyPdf(20_000);
    const { payload, contentType, token } = await applicationFor((await createJob(deps.db)).id, resume);
    const applied = await fetch(`${webA.url}/application/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body: new Uint8Array(payload),
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const { id } = (await applied.json()) as { id: number };

    const download = await fetch(`${webB.url}/application/api/applicants/${id}/resume`, { headers: { authorization: await bearer("hr") } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);
  });

  it("shares rate limits: past 30 sign-out calls a minute, whichever instance gets the next one refuses it", async () => {
    const logout = (web: WebProcess) => fetch(`${web.url}/api/auth/logout`, { method: "POST" }).then((response) => response.status);
    const allowed = [];
    for (let i = 0; i < 30; i++) allowed.push(await logout(i % 2 === 0 ? webA : webB));
    expect(allowed.every((status) => status === 401)).toBe(true);
    expect([await logout(webA), await logout(webB)]).toEqual([429, 429]);
  });

  const boardOf = async (web: WebProcess) => (await (await fetch(`${web.url}/api/jobs`)).json()) as { id: number; job_title: string }[];

  it("shows on B's board at once a job HR posts through A", async () => {
    await boardOf(webB); // cached by B before the post
    const title = `Scale-out Engineer ${uniqueSuffix()}`;
    const posted = await fetch(`${webA.url}/api/jobs`, {
      method: "POST",
      headers: { authorization: await bearer("hr"), "content-type": "application/json" },
      body: JSON.stringify({
        job_title: title,
        department: "Engineering",
        location: "Remote",
        job_summary: "Grow past one machine.",
        experience_level: 1,
      }),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    const board = await boardOf(webB);
    expect(board.find((job) => job.id === id)?.job_title).toBe(title);
    expect((await fetch(`${webB.url}/api/jobs/${id}`)).status).toBe(200);
  });

  it("takes off A's cached board and job page at once a job HR deletes through B", async () => {
    const posted = await fetch(`${webA.url}/api/jobs`, {
      method: "POST",
      headers: { authorization: await bearer("hr"), "content-type": "application/json" },
      body: JSON.stringify({
        job_title: `Short-lived ${uniqueSuffix()}`,
        department: "Sales",
        location: "Remote",
        job_summary: "Gone soon.",
        experience_level: 0,
      }),
    });
    const { id } = (await posted.json()) as { id: number };
    // Both now cached by A.
    expect((await boardOf(webA)).some((job) => job.id === id)).toBe(true);
    expect((await fetch(`${webA.url}/api/jobs/${id}`)).status).toBe(200);

    const deleted = await fetch(`${webB.url}/api/jobs/${id}`, { method: "DELETE", headers: { authorization: await bearer("hr") } });
    expect(deleted.status).toBe(200);
    expect((await boardOf(webA)).some((job) => job.id === id)).toBe(false);
    expect((await fetch(`${webA.url}/api/jobs/${id}`)).status).toBe(404);
  });

  it("sends 1,000 mails over both workers, each exactly once", async () => {
    const sentBefore = sink.messageIds.length;
    const ids = await Promise.all(
      Array.from({ length: MAILS }, (_, i) =>
        enqueueMail(deps, { kind: "signup_code", to: `scale-${i}@example.com`, data: { code: "123456" } }),
      ),
    );
    await sink.waitForCount(sentBefore + MAILS, 60_000);
    const mailIds = ids.map(({ mailId }) => mailId);
    await expect.poll(() => deps.db.mailLog.count({ where: { id: { in: mailIds }, status: "sent" } })).toBe(MAILS);

    const received = sink.messageIds.slice(sentBefore);
    const duplicates = received.length - new Set(received).size;
    // At-least-once: a duplicate could only follow a worker dying mid-mail; none died here.
    expect(duplicates).toBe(0);

    const perWorker = await Promise.all(workers.map((worker) => sentByWorker(worker.metricsUrl)));
    expect(
      perWorker.every((count) => count > 0),
      `signup_code mails sent per worker: ${perWorker.join(", ")}`,
    ).toBe(true);
    expect(perWorker.reduce((sum, count) => sum + count, 0)).toBe(MAILS);
  });

  it("loses no request when one web process is stopped under load: in-flight ones finish, new ones go to the other", async () => {
    const proxy = await startRoundRobinProxy([webA.url, webB.url]);
    const job = await createJob(deps.db);
    const paths = ["/api/jobs", `/api/jobs/${job.id}`, "/health"];
    const statuses = new Map<number, number>();
    let stopped = false;
    let sent = 0;
    const client = async () => {
      while (!stopped) {
        const path = paths[sent++ % paths.length] ?? "/health";
        const status = await fetch(`${proxy.url}${path}`).then(
          (response) => response.arrayBuffer().then(() => response.status),
          () => 0,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    try {
      const clients = Array.from({ length: 16 }, client);
      await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(300);
      // An application upload to A that is half sent when A is told to stop: a POST, which no
      // proxy may retry, so only A finishing it can answer 201.
      const upload = await startSlowUpload(webA.url, await applicationFor(job.id));
      // Stopping before A has read the request's headers would close it as an idle connection.
      await webA.waitForOutput(new RegExp(`"reqId":"${SLOW_UPLOAD_ID}".*"msg":"incoming request"`));
      const exited = webA.stop("SIGTERM");
      await webA.waitForOutput(/"msg":"closing"/);
      expect(
        await fetch(`${webA.url}/health`).then(
          () => "answered",
          () => "refused",
        ),
      ).toBe("refused");
      expect(await upload.finish()).toBe(201);
      expect(await exited).toBe(0);

      const servedByA = proxy.served.get(webA.url) ?? 0;
      const servedByB = proxy.served.get(webB.url) ?? 0;
      const sentAtExit = sent;
      await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(sentAtExit + 300);
      stopped = true;
      await Promise.all(clients);

      expect(servedByA).toBeGreaterThan(0);
      expect(Object.fromEntries(statuses)).toEqual({ 200: sent });
      expect(proxy.served.get(webA.url)).toBe(servedByA);
      expect(proxy.served.get(webB.url)).toBeGreaterThan(servedByB + 300);
    } finally {
      stopped = true;
      await proxy.close();
    }
  });
});

/** signup_code mails a worker process reports as sent on its own metrics port. */
async function sentByWorker(metricsUrl: string): Promise<number> {
  const response = await fetch(metricsUrl, {
    headers: { authorization: `Basic ${Buffer.from(`operator:${OPERATOR_PASSWORD}`).toString("base64")}` },
  });
  const text = await response.text();
  const line = text.split("\n").find((row) => row.startsWith('careers_mails_sent_total{kind="signup_code"}'));
  return Number(line?.split(" ")[1] ?? Number.NaN);
}

const SLOW_UPLOAD_ID = "slow-upload";

/** Sends the first half of an upload and leaves the request open until `finish` sends the rest. */
async function startSlowUpload(baseUrl: string, upload: { payload: Buffer; contentType: string; token: string }) {
  const half = Math.floor(upload.payload.length / 2);
  const request = http.request(`${baseUrl}/application/upload`, {
    method: "POST",
    agent: false,
    headers: {
      authorization: `Bearer ${upload.token}`,
      "content-type": upload.contentType,
      "content-length": upload.payload.length,
      "x-request-id": SLOW_UPLOAD_ID,
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    request.once("error", reject);
  });
  await new Promise<void>((resolve, reject) =>
    request.write(upload.payload.subarray(0, half), (error) => (error ? reject(error) : resolve())),
  );
  return {
    finish: () => {
      request.end(upload.payload.subarray(half));
      return answered;
    },
  };
}
