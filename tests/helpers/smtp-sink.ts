// An SMTP server the test starts on a free port: it accepts every mail (or refuses the ones a
// test asks it to) and keeps what it received, parsed with mailparser, with events to await.
import { EventEmitter, once } from "node:events";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import { withTimeout } from "../../src/infra/with-timeout.js";

export type SinkMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo: string;
  headers: Map<string, unknown>;
  /** The message as it arrived (its MIME source, e.g. to read a calendar part or an attachment). */
  raw: Buffer;
};

/** An SMTP refusal: e.g. `{ code: 550, message: "No such user" }`. */
export type SmtpRefusal = { code: number; message: string };

export type SinkOptions = {
  /** Keep only the Message-ID of each mail instead of parsing it (for benchmarks). */
  parse?: boolean;
  /** Decides per recipient whether RCPT TO is refused. */
  refuseRecipient?: (address: string) => SmtpRefusal | undefined;
};

export type SmtpSink = {
  url: string;
  mails: SinkMail[];
  /** Message-IDs in the order the mails arrived, duplicates included. */
  messageIds: string[];
  /** How many SMTP sessions clients have opened so far, and how many of them are still open. */
  sessions: () => { opened: number; open: number };
  /** Refuses the DATA of the next `count` mails with this reply. */
  refuseNextData: (count: number, refusal: SmtpRefusal) => void;
  /** Resolves when every session clients opened has ended. */
  waitForSessionsClosed: (timeoutMs?: number) => Promise<void>;
  /** Resolves when `count` mails have arrived in total. */
  waitForCount: (count: number, timeoutMs?: number) => Promise<void>;
  /** Resolves with the first mail (received or still to come) that matches. */
  waitForMail: (match: (mail: SinkMail) => boolean, timeoutMs?: number) => Promise<SinkMail>;
  close: () => Promise<void>;
};

function refusalError({ code, message }: SmtpRefusal): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

async function readMessageId(stream: SMTPServerDataStream): Promise<string> {
  let head = "";
  for await (const chunk of stream) {
    if (!head.includes("\n\n") && !head.includes("\r\n\r\n")) head += (chunk as Buffer).toString("utf8");
  }
  return /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? "";
}

async function parseMail(stream: SMTPServerDataStream): Promise<SinkMail> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const parsed = await simpleParser(raw);
  const addresses = (field: typeof parsed.to) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((a) => a.address ?? ""));
  return {
    to: addresses(parsed.to),
    from: parsed.from?.text ?? "",
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    messageId: parsed.messageId ?? "",
    replyTo: parsed.replyTo?.text ?? "",
    headers: parsed.headers,
    raw,
  };
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const mails: SinkMail[] = [];
  const messageIds: string[] = [];
  let dataRefusals: { count: number; refusal?: SmtpRefusal } = { count: 0 };
  const sessions = { opened: 0, open: 0 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      sessions.opened += 1;
      sessions.open += 1;
      callback();
    },
    onClose(_session, callback) {
      sessions.open -= 1;
      events.emit("change");
      callback();
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      callback(refusal ? refusalError(refusal) : undefined);
    },
    onData(stream, _session, callback) {
      const { count, refusal } = dataRefusals;
      if (count > 0 && refusal) {
        dataRefusals = { count: count - 1, refusal };
        stream.on("end", () => callback(refusalError(refusal)));
        stream.resume();
        return;
      }
      const received =
        options.parse === false
          ? readMessageId(stream).then((messageId) => ({ messageId }))
          : parseMail(stream).then((mail) => {
              mails.push(mail);
              return mail;
            });
      received.then(
        (mail) => {
          messageIds.push(mail.messageId);
          callback();
          events.emit("change");
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on("error", () => undefined);
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const address = server.server.address();
  if (typeof address !== "object" || !address) throw new Error("SMTP sink did not start");

  const waitUntil = (done: () => boolean, timeoutMs: number, what: string) =>
    withTimeout(
      new Promise<void>((resolve) => {
        const check = () => {
          if (!done()) return;
          events.off("change", check);
          resolve();
        };
        events.on("change", check);
        check();
      }),
      timeoutMs,
      `SMTP sink: ${what}`,
    );

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    messageIds,
    sessions: () => ({ ...sessions }),
    refuseNextData: (count, refusal) => (dataRefusals = { count, refusal }),
    waitForSessionsClosed: (timeoutMs = 15_000) => waitUntil(() => sessions.open === 0, timeoutMs, "sessions were still open"),
    waitForCount: (count, timeoutMs = 15_000) => waitUntil(() => messageIds.length >= count, timeoutMs, `${count} mails did not arrive`),
    waitForMail: async (match, timeoutMs = 15_000) => {
      await waitUntil(() => mails.some(match), timeoutMs, "no matching mail arrived");
      return mails.find(match) as SinkMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
