import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { buildMimeMessage } from "../../src/worker/mime-message.js";
import type { OutgoingMail } from "../../src/worker/outgoing-mail.js";

const FROM = "RFT Technologies <no-reply@rft.example>";

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    mailId: "0b9e3f0c-5d1a-4a57-9f51-6f3c1f0d2a11",
    kind: "contact_message",
    to: "candidate@example.com",
    subject: "Nouveau message de Zoë — « café » ✓",
    html: `<p>Bonjour Zoë,</p><p>${"long line with ünïcödé ".repeat(40)}</p>\n.\n<p>.starts with a dot</p>`,
    text: `Bonjour Zoë,\n${"long line with ünïcödé ".repeat(40)}\n.\n.starts with a dot`,
    ...overrides,
  };
}

describe("buildMimeMessage", () => {
  it("builds a message a mail client reads back exactly: non-ASCII subject, both parts, headers", async () => {
    const outgoing = mail({ replyTo: "Zoë Martin <zoe@example.com>" });
    const { envelope, message } = buildMimeMessage(FROM, outgoing);
    const parsed = await simpleParser(message);

    expect(envelope).toEqual({ from: "no-reply@rft.example", to: ["candidate@example.com"] });
    expect(parsed.subject).toBe(outgoing.subject);
    expect(parsed.text).toBe(outgoing.text);
    expect(parsed.html).toBe(outgoing.html);
    expect(parsed.from?.value[0]).toEqual({ name: "RFT Technologies", address: "no-reply@rft.example" });
    expect(parsed.replyTo?.value[0]).toEqual({ name: "Zoë Martin", address: "zoe@example.com" });
    expect(parsed.messageId).toBe(`<${outgoing.mailId}@rft.example>`);
    expect(parsed.headers.get("x-mail-kind")).toBe("contact_message");
    expect(parsed.date).toBeInstanceOf(Date);
  });

  it("keeps every line within SMTP's limits and uses CRLF line ends only", () => {
    const text = buildMimeMessage(FROM, mail()).message.toString("utf8");
    const lines = text.split("\r\n");
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toMatch(/^MIME-Version: 1\.0$/m);
  });

  it("marks every mail Auto-Submitted: auto-generated, so auto-responders do not answer it", async () => {
    const parsed = await simpleParser(buildMimeMessage(FROM, mail()).message);
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
  });

  it("leaves Reply-To out when the mail has none", () => {
    expect(buildMimeMessage(FROM, mail()).message.toString("utf8")).not.toMatch(/^Reply-To:/im);
  });
});
