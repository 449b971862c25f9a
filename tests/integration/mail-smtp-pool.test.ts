// The worker's SMTP connection pool against a real SMTP server (smtp-server): connections are
// capped and reused, a refused mail leaves its connection usable, connections retire after
// their share of mails, a server that cannot be reached fails the send, and close says QUIT.
import { afterEach, describe, expect, it } from "vitest";
import { buildMimeMessage } from "../../src/worker/mime-message.js";
import { createSmtpPool, type SmtpPool } from "../../src/worker/smtp-pool.js";
import { freePort } from "../helpers/free-port.js";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.js";

const FROM = "RFT Technologies <no-reply@rft.example>";

function message(i: number, to = `pool-${i}@example.com`) {
  return buildMimeMessage(FROM, {
    mailId: crypto.randomUUID(),
    kind: "signup_code",
    to,
    subject: `Mail ${i}`,
    text: `Text ${i}`,
    html: `<p>HTML ${i}</p>`,
  });
}

const send = (pool: SmtpPool, i: number, to?: string) => {
  const { envelope, message: body } = message(i, to);
  return pool.send(envelope, body);
};

describe("SMTP pool", () => {
  let sink: SmtpSink | undefined;
  let pool: SmtpPool | undefined;
  afterEach(async () => {
    await pool?.close();
    await sink?.close();
    pool = sink = undefined;
  });

  it("sends mails in parallel over at most maxConnections sessions and reuses them", async () => {
    sink = await startSmtpSink();
    pool = createSmtpPool(`${sink.url}?maxConnections=3`);
    await Promise.all(Array.from({ length: 30 }, (_, i) => send(pool as SmtpPool, i)));

    expect(sink.mails.map((mail) => mail.subject).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Mail ${i}`).sort());
    expect(sink.mails[0]?.to).toHaveLength(1);
    expect(sink.sessions().opened).toBeGreaterThanOrEqual(1);
    expect(sink.sessions().opened).toBeLessThanOrEqual(3);
  });

  it("rejects a refused recipient with the server's reply and keeps using the connection", async () => {
    sink = await startSmtpSink({
      refuseRecipient: (to) => (to.startsWith("nobody-") ? { code: 550, message: "5.1.1 No such user" } : undefined),
    });
    pool = createSmtpPool(`${sink.url}?maxConnections=1`);
    await send(pool, 1);
    await expect(send(pool, 2, "nobody-2@example.com")).rejects.toMatchObject({ code: "EENVELOPE", responseCode: 550 });
    await send(pool, 3);

    expect(sink.mails.map((mail) => mail.subject)).toEqual(["Mail 1", "Mail 3"]);
    expect(sink.sessions().opened).toBe(1);
  });

  it("retires a connection after maxMessages mails and opens a new one", async () => {
    sink = await startSmtpSink();
    pool = createSmtpPool(`${sink.url}?maxConnections=1&maxMessages=2`);
    for (let i = 1; i <= 5; i += 1) await send(pool, i);

    expect(sink.mails).toHaveLength(5);
    expect(sink.sessions().opened).toBe(3);
  });

  it("fails the send with the connection error when no server listens", async () => {
    pool = createSmtpPool(`smtp://127.0.0.1:${await freePort()}`);
    await expect(send(pool, 1)).rejects.toMatchObject({ code: "ESOCKET", message: expect.stringContaining("ECONNREFUSED") });
  });

  it("closes every session when the pool closes", async () => {
    sink = await startSmtpSink();
    pool = createSmtpPool(`${sink.url}?maxConnections=2`);
    await Promise.all([send(pool, 1), send(pool, 2)]);
    expect(sink.sessions().open).toBeGreaterThan(0);

    await pool.close();
    pool = undefined;
    await sink.waitForSessionsClosed();
    expect(sink.sessions().open).toBe(0);
  });
});
