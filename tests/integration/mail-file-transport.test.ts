// Without SMTP_URL the worker writes each mail as an .eml file under MAIL_DIR (one log line per
// mail, without the recipient), readable by the e2e tests' mail-inbox helper.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deriveMailKey } from "../../src/infra/mail/payload-crypto.js";
import { createWorkerRedis } from "../../src/infra/redis.js";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { startMailWorker, type MailWorker } from "../../src/worker/start-mail-worker.js";
import { createMailTransport } from "../../src/worker/transport.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { existingMailFiles, waitForMail } from "../helpers/mail-inbox.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

describe("mails as .eml files when SMTP_URL is unset", () => {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-files-"));
  const logLines: Record<string, unknown>[] = [];
  let testApp: TestApp;
  let worker: MailWorker;
  let connection: ReturnType<typeof createWorkerRedis>;

  beforeAll(async () => {
    const prefix = `${inject("queuePrefix")}-files`;
    testApp = await createTestApp({ QUEUE_PREFIX: prefix, MAIL_DIR: mailDir, SMTP_URL: "" });
    const { env, db } = testApp.deps;
    connection = createWorkerRedis(env.REDIS_URL);
    const transport = createMailTransport({
      smtpUrl: env.SMTP_URL,
      mailDir: env.MAIL_DIR,
      from: env.MAIL_FROM,
      log: (fields, message) => logLines.push({ ...fields, message }),
    });
    worker = startMailWorker({ connection, prefix, db, transport, key: deriveMailKey(env), concurrency: 5 });
  });
  afterAll(async () => {
    await worker.close();
    await testApp.deps.mailQueue.obliterate({ force: true });
    await connection.quit();
    await testApp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it("writes one complete .eml file per mail and logs where", async () => {
    const before = existingMailFiles(mailDir);
    const to = `files-${uniqueSuffix()}@example.com`;
    const { mailId } = await enqueueMail(testApp.deps, {
      kind: "applicant_accepted",
      to,
      data: { name: "Rahul", round: "Round 2", link: "https://meet.example.com/r2" },
    });

    const mail = await waitForMail(mailDir, { to, subject: /You have moved to Round 2/, after: before });
    expect(mail.file).toMatch(new RegExp(`-applicant_accepted-${mailId}\\.eml$`));
    expect(mail.text).toContain("https://meet.example.com/r2");
    expect(mail.html).toContain("Round 2");
    expect(fs.readdirSync(mailDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    await expect
      .poll(() => logLines)
      .toContainEqual({ mailId, kind: "applicant_accepted", file: path.join(mailDir, mail.file), message: "mail written" });
    expect(JSON.stringify(logLines)).not.toContain(to);
    await expect.poll(() => testApp.deps.db.mailLog.findUnique({ where: { id: mailId } })).toMatchObject({ status: "sent" });
  });
});
