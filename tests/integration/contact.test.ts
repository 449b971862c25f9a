import type { Queue } from "bullmq";
import { describe, expect, it } from "vitest";
import { mailJobId } from "../../src/infra/mail/mail-queue.js";
import { CONTACT_RATE_LIMITS } from "../../src/server/limits/policies.js";
import { deriveMailKey, openMailPayload } from "../../src/infra/mail/payload-crypto.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { CONTACT_TEXTS, tooManyMessages, type ContactMessageInput } from "../../src/shared/contact.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../src/shared/mail.js";
import { createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { randomIp } from "./auth-support.js";
import { snakeCaseKeys } from "../../src/shared/snake-case.js";

/** A fresh hourly window: the wait is a whole hour, rounded up to minutes. */
const LIMITED = tooManyMessages(60);

describe("contact messages through REST and tRPC", () => {
  const testApp = useTestApp();
  const createCaller = createCallerFactory(appRouter);

  /** A valid message; overrides may make it invalid on purpose, hence the cast. */
  function validMessage(overrides: Record<string, unknown> = {}) {
    return {
      name: "Asha Rao",
      email: "Asha.Rao@Example.com",
      phoneNumber: "+91 98765 43210",
      subject: "Support",
      message: `Our lab needs help ${uniqueSuffix()}`,
      ...overrides,
    } as ContactMessageInput & { message: string };
  }

  /** The same message as the spec's REST body (phone_number). */
  function restMessage(overrides: Record<string, unknown> = {}) {
    return { ...snakeCaseKeys(validMessage()), ...overrides };
  }

  async function queuedMailFor(messageText: string) {
    const stored = await testApp.deps.db.contactMessage.findFirstOrThrow({ where: { message: messageText } });
    const mail = await testApp.deps.db.mailLog.findUniqueOrThrow({ where: { idempotencyKey: `contact-message-${stored.id}` } });
    return { stored, mail };
  }

  it("POST /api/messages answers 401 without a valid token, even for a bad body", async () => {
    const noToken = await testApp.app.inject({ method: "POST", url: "/api/messages", payload: restMessage() });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ error: "Please log in to continue.", reason: "SIGN_IN_REQUIRED" });

    const badBody = await testApp.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { authorization: "Bearer not-a-token" },
      payload: { subject: "nope" },
    });
    expect(badBody.statusCode).toBe(401);
  });

  it("POST /api/messages answers 400 with a clear message for bad input", async () => {
    const user = await createUser(testApp.deps.db);
    const headers = { authorization: `Bearer ${await tokenFor(user)}` };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "   " }, "Please enter your name."],
      [{ email: "not-an-email" }, "Please enter a valid email address."],
      [{ subject: "Sales" }, "Please choose a subject."],
      [{ message: "" }, "Please enter your message."],
      [{ phone_number: "call me" }, "Please enter a valid phone number."],
    ];
    for (const [override, error] of cases) {
      const res = await testApp.app.inject({ method: "POST", url: "/api/messages", headers, payload: restMessage(override) });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toMatchObject({ error, field: Object.keys(override)[0] });
    }
    expect(await testApp.deps.db.contactMessage.count({ where: { userId: user.id } })).toBe(0);
  });

  it("POST /api/messages stores the message as the token's user, whatever user_id the body claims, and queues the mail", async () => {
    const sender = await createUser(testApp.deps.db);
    const other = await createUser(testApp.deps.db);
    const body = restMessage({ user_id: other.id });
    const res = await testApp.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { authorization: `Bearer ${await tokenFor(sender)}` },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: CONTACT_TEXTS.success });

    const { stored, mail } = await queuedMailFor(body.message);
    expect(stored).toMatchObject({
      id: res.json().id,
      userId: sender.id,
      name: "Asha Rao",
      email: "asha.rao@example.com",
      phoneNumber: "+91 98765 43210",
      subject: "Support",
    });
    expect(mail).toMatchObject({ kind: "contact_message", recipient: testApp.deps.env.COMPANY_INBOX, status: "queued" });
    const job = await testApp.deps.mailQueue.getJob(mailJobId(mail.id));
    expect(job?.data).toMatchObject({ kind: "contact_message", mailId: mail.id });
    // The queue holds the message sealed; opened, it is the mail the company reads.
    expect(JSON.stringify(job?.data)).not.toContain(body.message);
    expect(openMailPayload(deriveMailKey(testApp.deps.env), mail.id, job?.data.sealed)).toMatchObject({
      to: testApp.deps.env.COMPANY_INBOX,
      data: {
        name: "Asha Rao",
        email: "asha.rao@example.com",
        subject: "Technical Support",
        phoneNumber: "+91 98765 43210",
        message: body.message,
      },
    });
  });

  it("contact.send needs a signed-in user, validates, and stores the message without a phone number", async () => {
    await expect(createCaller(createContextInner(testApp.deps)).contact.send(validMessage())).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });

    const user = await createUser(testApp.deps.db);
    const caller = createCaller(createContextInner(testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }));
    await expect(caller.contact.send(validMessage({ message: "  " }))).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const body = validMessage({ phoneNumber: "", subject: "Partnership" });
    const { id } = await caller.contact.send(body);
    const { stored, mail } = await queuedMailFor(body.message);
    expect(stored).toMatchObject({ id, userId: user.id, phoneNumber: null, subject: "Partnership" });
    expect(mail).toMatchObject({ kind: "contact_message", status: "queued" });
  });

  it("tRPC answers a bad input with the schema's message over HTTP", async () => {
    const user = await createUser(testApp.deps.db);
    const res = await testApp.app.inject({
      method: "POST",
      url: "/trpc/contact.send",
      headers: { authorization: `Bearer ${await tokenFor(user)}`, "content-type": "application/json" },
      payload: validMessage({ subject: "Gossip" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Please choose a subject.");
  });

  it("keeps no message when the mail cannot be queued, and says the service is unavailable", async () => {
    const user = await createUser(testApp.deps.db);
    const downQueue = {
      client: Promise.resolve({ status: "end" }),
      add: () => Promise.reject(new Error("Redis is down")),
    } as unknown as Queue;
    const caller = createCaller(
      createContextInner({ ...testApp.deps, mailQueue: downQueue }, { id: user.id, name: user.name, email: user.email, role: user.role }),
    );
    await expect(caller.contact.send(validMessage())).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: MAIL_SERVICE_UNAVAILABLE,
    });
    expect(await testApp.deps.db.contactMessage.count({ where: { userId: user.id } })).toBe(0);
  });
  describe("limits per user and per IP", () => {
    type Sender = Awaited<ReturnType<typeof createUser>>;

    const callerFor = (user: Sender, ip: string | null = null) =>
      createCaller(createContextInner(testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }, ip));

    async function postMessage(user: Sender, ip: string, body = restMessage()) {
      return testApp.app.inject({
        method: "POST",
        url: "/api/messages",
        remoteAddress: ip,
        headers: { authorization: `Bearer ${await tokenFor(user)}` },
        payload: body,
      });
    }

    /** The user's stored messages, and how many of them have their mail queued. */
    async function storedFor(user: Sender) {
      const rows = await testApp.deps.db.contactMessage.findMany({ where: { userId: user.id }, select: { id: true, message: true } });
      const mails = await testApp.deps.db.mailLog.count({
        where: { idempotencyKey: { in: rows.map((row) => `contact-message-${row.id}`) } },
      });
      return { texts: rows.map((row) => row.message), mails };
    }

    it(`REST: the message after ${CONTACT_RATE_LIMITS.perUser} in an hour is refused with 429, stored and mailed nowhere; another user is not affected`, async () => {
      const user = await createUser(testApp.deps.db);
      const ip = randomIp();
      for (let i = 0; i < CONTACT_RATE_LIMITS.perUser; i += 1) expect((await postMessage(user, ip)).statusCode).toBe(201);

      const refused = restMessage();
      const res = await postMessage(user, ip, refused);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: LIMITED, reason: "RATE_LIMITED" });
      // Not from another network either: the limit is the user's.
      expect((await postMessage(user, randomIp())).statusCode).toBe(429);

      const stored = await storedFor(user);
      expect(stored.texts).toHaveLength(CONTACT_RATE_LIMITS.perUser);
      expect(stored.texts).not.toContain(refused.message);
      expect(stored.mails).toBe(CONTACT_RATE_LIMITS.perUser);

      expect((await postMessage(await createUser(testApp.deps.db), ip)).statusCode).toBe(201);
    });

    it("tRPC: the same limit answers TOO_MANY_REQUESTS, and 429 over HTTP; both doors draw on one budget", async () => {
      const user = await createUser(testApp.deps.db);
      const ip = randomIp();
      const viaRest = 2;
      for (let i = 0; i < viaRest; i += 1) expect((await postMessage(user, ip)).statusCode).toBe(201);
      for (let i = viaRest; i < CONTACT_RATE_LIMITS.perUser; i += 1) await callerFor(user, ip).contact.send(validMessage());

      const refused = validMessage();
      await expect(callerFor(user, ip).contact.send(refused)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: LIMITED });
      const overHttp = await testApp.app.inject({
        method: "POST",
        url: "/trpc/contact.send",
        remoteAddress: ip,
        headers: { authorization: `Bearer ${await tokenFor(user)}`, "content-type": "application/json" },
        payload: refused,
      });
      expect(overHttp.statusCode).toBe(429);
      expect(overHttp.json().error.message).toBe(LIMITED);
      expect((await postMessage(user, ip)).statusCode).toBe(429);

      const stored = await storedFor(user);
      expect(stored.texts).toHaveLength(CONTACT_RATE_LIMITS.perUser);
      expect(stored.texts).not.toContain(refused.message);
      expect(stored.mails).toBe(CONTACT_RATE_LIMITS.perUser);
    });

    it(`per IP: ${CONTACT_RATE_LIMITS.perIp} messages from one network, whoever sends them; then every user there waits`, async () => {
      const ip = randomIp();
      const users = await Promise.all(
        Array.from({ length: CONTACT_RATE_LIMITS.perIp / CONTACT_RATE_LIMITS.perUser + 1 }, () => createUser(testApp.deps.db)),
      );
      const [fresh, ...senders] = users;
      if (!fresh) throw new Error("no users");
      for (const sender of senders) {
        for (let i = 0; i < CONTACT_RATE_LIMITS.perUser; i += 1) expect((await postMessage(sender, ip)).statusCode).toBe(201);
      }

      const res = await postMessage(fresh, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: LIMITED, reason: "RATE_LIMITED" });
      await expect(callerFor(fresh, ip).contact.send(validMessage())).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
      expect((await storedFor(fresh)).texts).toEqual([]);
      // The same user from another network still has all their messages.
      expect((await postMessage(fresh, randomIp())).statusCode).toBe(201);
    });

    it("a message the mail queue could not take is not counted", async () => {
      const user = await createUser(testApp.deps.db);
      const downQueue = {
        client: Promise.resolve({ status: "end" }),
        add: () => Promise.reject(new Error("Redis is down")),
      } as unknown as Queue;
      const failing = createCaller(
        createContextInner({ ...testApp.deps, mailQueue: downQueue }, { id: user.id, name: user.name, email: user.email, role: user.role }),
      );
      for (let i = 0; i < CONTACT_RATE_LIMITS.perUser; i += 1) {
        await expect(failing.contact.send(validMessage())).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      }
      for (let i = 0; i < CONTACT_RATE_LIMITS.perUser; i += 1) await callerFor(user).contact.send(validMessage());
      expect((await storedFor(user)).texts).toHaveLength(CONTACT_RATE_LIMITS.perUser);
    });
  });
});
