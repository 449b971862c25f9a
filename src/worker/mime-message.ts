// Builds a mail's MIME message (multipart/alternative: plain text, then HTML) as one buffer. A mail
// with a calendar (interview invites) is multipart/mixed around that alternative, which gains a
// text/calendar part (method REQUEST or CANCEL, what calendar clients act on), plus the same
// calendar as an .ics attachment (what the others offer to open).
// nodemailer encodes and folds the headers; the two bodies are base64 lines joined here.
// Composing through nodemailer's streams took about 40 % of the worker's CPU per mail
// (bench/mail.ts), while a ready buffer passes nodemailer's SMTP pool as one chunk.
import * as mimeFuncs from "nodemailer/lib/mime-funcs";
import MimeNode from "nodemailer/lib/mime-node";
import type { MailCalendar } from "./mail-calendar.js";
import type { OutgoingMail } from "./outgoing-mail.js";

export type MimeMessage = { envelope: { from: string; to: string[] }; message: Buffer };

const CRLF = "\r\n";
const BASE64_LINE = 76;

function base64Lines(content: string): string {
  const encoded = Buffer.from(content, "utf8").toString("base64");
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += BASE64_LINE) lines.push(encoded.slice(i, i + BASE64_LINE));
  return lines.join(CRLF);
}

function part(contentType: string, content: string): string {
  return `Content-Type: ${contentType}; charset=utf-8${CRLF}Content-Transfer-Encoding: base64${CRLF}${CRLF}${base64Lines(content)}`;
}

// Used only for its header encoding (address parsing, punycode, encoded words); building a
// MimeNode per mail costs random bytes for boundaries and ids that are never used here.
const encoder = new MimeNode();
const header = (key: string, value: string) => mimeFuncs.foldLines(`${key}: ${encoder.encodeHeaderValue(key, value)}`, 76);

const senders = new Map<string, { header: string; address: string; domain: string }>();
function sender(from: string) {
  let entry = senders.get(from);
  if (!entry) {
    const address = new MimeNode().setHeader("From", from).getEnvelope().from || from;
    entry = { header: header("From", from), address, domain: address.split("@")[1] ?? "localhost" };
    senders.set(from, entry);
  }
  return entry;
}

/** The multipart/alternative every mail has: plain text, then HTML, then the calendar part if any. */
function alternativeBody(mail: OutgoingMail, boundary: string, calendarPart?: string): string[] {
  return [
    `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
    "",
    `--${boundary}`,
    part("text/plain", mail.text),
    `--${boundary}`,
    part("text/html", mail.html),
    ...(calendarPart ? [`--${boundary}`, calendarPart] : []),
    `--${boundary}--`,
  ];
}

/** The body of a mail with a calendar: the alternative (text, HTML, calendar) and the .ics attachment. */
function calendarBody(mail: OutgoingMail & { calendar: MailCalendar }, boundary: string): string[] {
  // Not a prefix of the inner boundary, which some parsers would take for it.
  const mixed = `--mixed-${mail.mailId}`;
  const { method, ics, filename } = mail.calendar;
  return [
    `Content-Type: multipart/mixed;${CRLF} boundary="${mixed}"`,
    "",
    `--${mixed}`,
    ...alternativeBody(mail, boundary, part(`text/calendar; method=${method}`, ics)),
    `--${mixed}`,
    `Content-Type: application/ics; name="${filename}"${CRLF}Content-Disposition: attachment; filename="${filename}"${CRLF}` +
      `Content-Transfer-Encoding: base64${CRLF}${CRLF}${base64Lines(ics)}`,
    `--${mixed}--`,
    "",
  ];
}

export function buildMimeMessage(from: string, mail: OutgoingMail): MimeMessage {
  const { header: fromHeader, address, domain } = sender(from);
  // Base64 never contains "-", so no body line can be mistaken for this boundary.
  const boundary = `--mail-${mail.mailId}`;
  const body = mail.calendar ? calendarBody({ ...mail, calendar: mail.calendar }, boundary) : [...alternativeBody(mail, boundary), ""];
  const message = [
    fromHeader,
    header("To", mail.to),
    ...(mail.replyTo ? [header("Reply-To", mail.replyTo)] : []),
    header("Subject", mail.subject),
    // One Message-ID per mail-log row: a mail sent twice after a crash is recognisably the same mail.
    `Message-ID: <${mail.mailId}@${domain}>`,
    `Date: ${new Date().toUTCString().replace(/GMT/, "+0000")}`,
    "MIME-Version: 1.0",
    // RFC 3834: every mail here is sent by the system, so vacation responders and the like stay silent.
    "Auto-Submitted: auto-generated",
    `X-Mail-Kind: ${mail.kind}`,
    ...body,
  ].join(CRLF);
  return { envelope: { from: address, to: [mail.to] }, message: Buffer.from(message, "utf8") };
}
