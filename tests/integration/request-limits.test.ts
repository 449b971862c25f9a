// The bounds on every request: tRPC batches of at most MAX_BATCH_CALLS calls, JSON bodies of at
// most MAX_BODY_BYTES, URLs of at most MAX_URL_LENGTH, and a request that does not arrive within
// REQUEST_TIMEOUT_MS is cut off with a 408, leaving no stored file and no row behind.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE, MAX_BODY_BYTES, URL_TOO_LONG } from "../../src/server/request-limits.js";
import { JSON_ONLY, TOO_MANY_BATCH_CALLS } from "../../src/server/trpc/request-guard.js";
import type { ErrorReason } from "../../src/shared/error-reasons.js";
import { MAX_BATCH_CALLS, MAX_URL_LENGTH } from "../../src/shared/request-limits.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createUser, tokenFor } from "../helpers/factories.js";
import { parseSamples } from "../helpers/prometheus-text.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

const REQUEST_TIMEOUT_MS = 1000;

describe("request limits", () => {
  let testApp: TestApp;
  let uploadDir: string;
  let port: number;

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-limits-"));
    testApp = await createTestApp({ UPLOAD_DIR: uploadDir, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
    await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    port = (testApp.app.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const batchUrl = (paths: string[]) => `/trpc/${paths.join(",")}?batch=1`;

  /** REST answers `{ error, reason }`; tRPC clients get tRPC's error shape, so they read the message and reason as usual. */
  const errorAnswer = (url: string, httpStatus: number, message: string, reason: ErrorReason) =>
    url.startsWith("/trpc/")
      ? { error: { message, code: expect.any(Number), data: { code: expect.any(String), httpStatus, reason } } }
      : { error: message, reason };

  /** How many times a procedure ran, from the app's own tRPC histogram. */
  async function procedureRuns(procedure: string): Promise<number> {
    const samples = parseSamples(await testApp.deps.metrics.registry.metrics());
    return samples
      .filter((sample) => sample.name.endsWith("trpc_procedure_duration_seconds_count") && sample.labels.procedure === procedure)
      .reduce((sum, sample) => sum + sample.value, 0);
  }

  describe("tRPC batches", () => {
    it(`answers a batch of ${MAX_BATCH_CALLS} calls`, async () => {
      const res = await testApp.app.inject({ method: "GET", url: batchUrl(Array(MAX_BATCH_CALLS).fill("jobs.list")) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(MAX_BATCH_CALLS);
    });

    it(`refuses ${MAX_BATCH_CALLS + 1} calls with a 400 and a clear message, before any procedure runs`, async () => {
      const before = await procedureRuns("jobs.list");
      const res = await testApp.app.inject({ method: "GET", url: batchUrl(Array(MAX_BATCH_CALLS + 1).fill("jobs.list")) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { message: TOO_MANY_BATCH_CALLS, data: { code: "BAD_REQUEST", httpStatus: 400 } } });
      expect(await procedureRuns("jobs.list")).toBe(before);
    });

    it("counts commas hidden by URL encoding, and long names past the router's path limit, the same way", async () => {
      const encoded = `/trpc/${Array(MAX_BATCH_CALLS + 1)
        .fill("jobs.list")
        .join("%2C")}?batch=1`;
      const longNames = batchUrl(Array(50).fill("hr.applicants.sendEmail"));
      for (const url of [encoded, longNames]) {
        const res = await testApp.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toBe(TOO_MANY_BATCH_CALLS);
      }
    });

    it("refuses a multipart body on tRPC with a 415 instead of failing inside tRPC", async () => {
      const res = await testApp.app.inject({
        method: "POST",
        url: "/trpc/auth.login",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(JSON_ONLY);
    });
  });

  describe("bodies and URLs", () => {
    it("answers 413 with a clear message for a JSON body over the limit, through REST and tRPC", async () => {
      const token = await tokenFor(await createUser(testApp.deps.db));
      const payload = JSON.stringify({ name: "Asha", message: "x".repeat(MAX_BODY_BYTES) });
      for (const url of ["/api/messages", "/trpc/contact.send"]) {
        const res = await testApp.app.inject({
          method: "POST",
          url,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          payload,
        });
        expect(res.statusCode, url).toBe(413);
        expect(res.json(), url).toEqual(errorAnswer(url, 413, BODY_TOO_LARGE, "PAYLOAD_TOO_LARGE"));
      }
    });

    it("answers 414 with a clear message for a URL over the limit, in tRPC's error shape on tRPC", async () => {
      for (const path of ["/api/jobs", "/trpc/jobs.list"]) {
        const res = await testApp.app.inject({ method: "GET", url: `${path}?search=${"a".repeat(MAX_URL_LENGTH)}` });
        expect(res.statusCode, path).toBe(414);
        expect(res.json(), path).toEqual(errorAnswer(path, 414, URL_TOO_LONG, "URI_TOO_LONG"));
      }
    });
  });

  describe("a request that trickles in", () => {
    /** Sends `head` and `body` on a raw connection and never the rest; resolves with what came back once it closes. */
    function sendPartly(head: string, body: Buffer): { answer: Promise<string> } {
      const socket = net.connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", () => undefined);
      socket.write(head);
      socket.write(body);
      return { answer: new Promise((resolve) => socket.on("close", () => resolve(Buffer.concat(chunks).toString()))) };
    }

    it("is cut off with a 408 after REQUEST_TIMEOUT_MS, and its stored files are removed and no row is written", async () => {
      const user = await createUser(testApp.deps.db);
      const { payload, contentType } = await multipart({
        data: { ...validApplicationData(), jobTitle: "Any", user_id: user.id, jobpost_id: 0 },
        resume: { bytes: tinyPdf(20_000) },
        academics: { bytes: tinyPdf(20_000) },
      });
      // The whole resume and the first bytes of the academics file: two files in the store.
      const academicsStart = payload.indexOf('name="academics"');
      const head = [
        "POST /application/upload HTTP/1.1",
        "Host: localhost",
        `Authorization: Bearer ${await tokenFor(user)}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${payload.length}`,
        "",
        "",
      ].join("\r\n");
      const started = Date.now();
      const { answer } = sendPartly(head, payload.subarray(0, academicsStart + 500));

      await expect.poll(() => fs.readdirSync(uploadDir)).toHaveLength(2);
      expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
      await expect.poll(() => fs.readdirSync(uploadDir)).toEqual([]);
      expect(await testApp.deps.db.application.count({ where: { userId: user.id } })).toBe(0);
    });

    it("is cut off with a 408 when it is a JSON body", async () => {
      const head = "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n";
      const { answer } = sendPartly(head, Buffer.from('{"email":'));
      expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
    });
  });
});
