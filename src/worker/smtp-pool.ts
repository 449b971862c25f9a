// Sends ready-made messages over a pool of SMTP connections: nodemailer's SMTPConnection speaks
// SMTP (STARTTLS, AUTH, PIPELINING) and tarn keeps the connections. nodemailer's own pooled
// transport runs every message through its Mailer, composer and stream layers again, which cost
// the worker a third of its CPU per mail (bench/mail.ts).
import type { NodemailerError } from "nodemailer";
import SMTPConnection from "nodemailer/lib/smtp-connection";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { Pool } from "tarn";

export type SmtpEnvelope = { from: string; to: string[] };

export type SmtpPool = {
  send: (envelope: SmtpEnvelope, message: Buffer) => Promise<void>;
  /** Waits for the sends in progress, then says QUIT on every connection. */
  close: () => Promise<void>;
};

/**
 * nodemailer's pool defaults, but for more connections: more mails in flight mean fewer wake-ups
 * per mail, and 16 stays under common providers' limits. `?maxConnections=` and `?maxMessages=`
 * in SMTP_URL override them, as they did for nodemailer's pool.
 */
const DEFAULTS = { maxConnections: 16, maxMessages: 100 };
/** Servers end idle sessions after a minute or more; closing ours first keeps sends off dead sockets. */
const IDLE_MS = 30_000;
/**
 * A mail waits for a free connection behind at most (worker concurrency − connections) others, so
 * tarn's default of 30 s would fail mails (and spend their attempts) when a slow server merely
 * takes seconds per mail; only a server that has stopped moving should fail them.
 */
const ACQUIRE_TIMEOUT_MS = 5 * 60_000;

/** "retiring": sent its share of mails, says QUIT when the pool lets it go; "closed": the socket is gone or unusable. */
type Connection = { smtp: SMTPConnection; messages: number; state: "open" | "retiring" | "closed" };

/** SMTPConnection's callback API as a promise. */
function runSmtpCommand(run: (done: (error?: NodemailerError | null) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

async function openConnection(options: SMTPConnection.Options & { auth?: { user: string; pass: string } }): Promise<Connection> {
  const smtp = new SMTPConnection(options);
  const connection: Connection = { smtp, messages: 0, state: "closed" };
  // An error or a close ends the connection: before the greeting it fails the connect (a refused
  // connection reports through these events, not connect's callback); between mails (a server
  // ending an idle session) it retires the connection; a send in progress gets its own error.
  const lost = new Promise<never>((_, reject) => {
    smtp.on("error", (error) => {
      connection.state = "closed";
      reject(error);
    });
    smtp.once("end", () => {
      connection.state = "closed";
      reject(Object.assign(new Error("The SMTP server closed the connection"), { code: "ECONNECTION" }));
    });
  });
  lost.catch(() => undefined);
  try {
    await Promise.race([runSmtpCommand((done) => smtp.connect(done)), lost]);
    if (options.auth && smtp.allowsAuth) await runSmtpCommand((done) => smtp.login({ credentials: options.auth }, done));
  } catch (error) {
    smtp.close();
    throw error;
  }
  connection.state = "open";
  return connection;
}

/** A refusal of this mail (not of the session) leaves the connection usable once it is reset. */
async function recoverAfter(connection: Connection, error: unknown): Promise<Connection["state"]> {
  const { code, responseCode } = error as NodemailerError;
  if (connection.state !== "open" || (code !== "EENVELOPE" && code !== "EMESSAGE") || responseCode === 421) return "closed";
  return runSmtpCommand((done) => connection.smtp.reset(done)).then(
    () => connection.state,
    () => "closed" as const,
  );
}

export function createSmtpPool(smtpUrl: string): SmtpPool {
  const { maxConnections, maxMessages, ...options } = { ...DEFAULTS, ...parseConnectionUrl(smtpUrl) } as SMTPConnection.Options &
    typeof DEFAULTS & { auth?: { user: string; pass: string } };
  const pool = new Pool<Connection>({
    create: () => openConnection(options),
    destroy: (connection) => (connection.state === "closed" ? connection.smtp.close() : connection.smtp.quit()),
    validate: (connection) => connection.state === "open",
    min: 0,
    max: maxConnections,
    idleTimeoutMillis: IDLE_MS,
    acquireTimeoutMillis: ACQUIRE_TIMEOUT_MS,
    // A failed connect fails the mail waiting for it (BullMQ retries it), rather than leaving it waiting.
    propagateCreateError: true,
  });

  return {
    send: async (envelope, message) => {
      const connection = await pool.acquire().promise;
      try {
        await runSmtpCommand((done) => connection.smtp.send(envelope, message, done));
        connection.messages += 1;
        if (connection.messages >= maxMessages && connection.state === "open") connection.state = "retiring";
      } catch (error) {
        connection.state = await recoverAfter(connection, error);
        throw error;
      } finally {
        pool.release(connection);
      }
    },
    close: async () => {
      await pool.destroy();
    },
  };
}
