// The MIME builder's calendar part (interview invites): multipart/mixed around the alternative of
// text, HTML and text/calendar with its METHOD, plus the same calendar as an .ics attachment; a
// mail without a calendar keeps its multipart/alternative structure unchanged.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { buildMimeMessage } from "../../src/worker/mime-message.js";
import type { OutgoingMail } from "../../src/worker/outgoing-mail.js";

const FROM = "RFT Technologies <no-reply@rft.example>";
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//RFT Technologies//Careers interviews//EN",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:interview-7@careers.example.com",
  "SEQUENCE:2",
  "DTSTAMP:20261130T000000Z",
  "DTSTART:20261201T043000Z",
  "DTEND:20261201T051500Z",
  "SUMMARY:Interview: Frontend Developer – Round 1 (RFT Technologies)",
  "DESCRIPTION:Zoë's interview – 10:00 am IST (Asia/Kolkata)",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    mailId: "4f1c2a9e-8b7d-4c3e-9a10-2b5d6e7f8a90",
    kind: "interview_invite",
    to: "candidate@example.com",
    subject: "Interview for Frontend Developer at RFT Technologies",
    html: "<p>Dear Zoë,</p><p>You are invited to an interview.</p>",
    text: "Dear Zoë,\nYou are invited to an interview.",
    ...overrides,
  };
}

/** The MIME parts' headers in order (Content-Type lines with their continuation), for structure checks. */
function contentTypes(source: string): string[] {
  return [...source.matchAll(/^Content-Type: ([^\r\n]*(?:\r\n [^\r\n]*)*)/gm)].map((match) => (match[1] ?? "").replace(/\r\n /g, " "));
}

describe("buildMimeMessage with a calendar", () => {
  it("sends the calendar as a text/calendar alternative with its METHOD and as an .ics attachment", async () => {
    const outgoing = mail({ calendar: { method: "REQUEST", ics: ICS, filename: "invite.ics" } });
    const source = buildMimeMessage(FROM, outgoing).message.toString("utf8");

    expect(contentTypes(source)).toEqual([
      `multipart/mixed; boundary="--mixed-${outgoing.mailId}"`,
      `multipart/alternative; boundary="--mail-${outgoing.mailId}"`,
      "text/plain; charset=utf-8",
      "text/html; charset=utf-8",
      "text/calendar; method=REQUEST; charset=utf-8",
      'application/ics; name="invite.ics"',
    ]);
    expect(source).toContain('Content-Disposition: attachment; filename="invite.ics"');

    const parsed = await simpleParser(source);
    expect(parsed.text).toBe(outgoing.text);
    expect(parsed.html).toBe(outgoing.html);
    const calendars = parsed.attachments.map((attachment) => ({
      type: attachment.contentType,
      content: attachment.content.toString("utf8"),
    }));
    // The alternative part and the attachment carry the same calendar, byte for byte.
    expect(calendars).toEqual([
      { type: "text/calendar", content: ICS },
      { type: "application/ics", content: ICS },
    ]);
    expect(parsed.attachments[1]?.filename).toBe("invite.ics");
  });

  it("names METHOD:CANCEL on the calendar part of a cancellation", () => {
    const source = buildMimeMessage(
      FROM,
      mail({ kind: "interview_canceled", calendar: { method: "CANCEL", ics: ICS, filename: "cancel.ics" } }),
    ).message.toString("utf8");
    expect(contentTypes(source)).toContain("text/calendar; method=CANCEL; charset=utf-8");
    expect(source).toContain('filename="cancel.ics"');
  });

  it("keeps lines within SMTP's limits with CRLF only, and never lets one boundary prefix the other", () => {
    const outgoing = mail({ calendar: { method: "REQUEST", ics: ICS.repeat(20), filename: "invite.ics" } });
    const source = buildMimeMessage(FROM, outgoing).message.toString("utf8");
    expect(Math.max(...source.split("\r\n").map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(source.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(`--mixed-${outgoing.mailId}`.startsWith(`--mail-${outgoing.mailId}`)).toBe(false);
    expect(`--mail-${outgoing.mailId}`.startsWith(`--mixed-${outgoing.mailId}`)).toBe(false);
  });

  it("leaves a mail without a calendar exactly as before: one multipart/alternative of text and HTML", () => {
    const outgoing = mail({ kind: "contact_message" });
    const source = buildMimeMessage(FROM, outgoing).message.toString("utf8");
    expect(contentTypes(source)).toEqual([
      `multipart/alternative; boundary="--mail-${outgoing.mailId}"`,
      "text/plain; charset=utf-8",
      "text/html; charset=utf-8",
    ]);
    const body = source.slice(source.indexOf("Content-Type: multipart/alternative"));
    expect(body).toBe(
      [
        `Content-Type: multipart/alternative;\r\n boundary="--mail-${outgoing.mailId}"`,
        "",
        `----mail-${outgoing.mailId}`,
        `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(outgoing.text).toString("base64")}`,
        `----mail-${outgoing.mailId}`,
        `Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(outgoing.html).toString("base64")}`,
        `----mail-${outgoing.mailId}--`,
        "",
      ].join("\r\n"),
    );
  });
});
