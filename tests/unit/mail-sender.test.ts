// The sender of every mail carries a display name, whether MAIL_FROM is a bare address or not.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { mailSender, parseEnv } from "../../src/infra/env.js";
import { buildMimeMessage } from "../../src/worker/mime-message.js";

const SECRET = { JWT_SECRET: "x".repeat(32) };

async function fromHeader(from: string) {
  const { envelope, message } = buildMimeMessage(from, {
    mailId: "3f9d2c4e-8a1b-4c5d-9e6f-7a8b9c0d1e2f",
    kind: "signup_code",
    to: "candidate@example.com",
    subject: "Your code",
    text: "123456",
    html: "<p>123456</p>",
  });
  return { envelope: envelope.from, from: (await simpleParser(message)).from?.value[0] };
}

describe("the mail sender", () => {
  it("is named RFT Technologies Careers by default", async () => {
    const env = parseEnv(SECRET);
    expect(await fromHeader(env.MAIL_FROM)).toEqual({
      envelope: "no-reply@rft.example",
      from: { name: "RFT Technologies Careers", address: "no-reply@rft.example" },
    });
  });

  it("gives a bare MAIL_FROM address the MAIL_FROM_NAME, even one with a comma or quotes", async () => {
    const env = parseEnv({ ...SECRET, MAIL_FROM: "careers@example.com", MAIL_FROM_NAME: 'Careers, "RFT"' });
    expect((await fromHeader(env.MAIL_FROM)).from).toEqual({ name: 'Careers, "RFT"', address: "careers@example.com" });
    expect((await fromHeader(mailSender("<jobs@example.com>", "RFT Jobs"))).from).toEqual({
      name: "RFT Jobs",
      address: "jobs@example.com",
    });
  });

  it("keeps the name MAIL_FROM already has", async () => {
    const env = parseEnv({ ...SECRET, MAIL_FROM: "Talent Team <talent@example.com>" });
    expect((await fromHeader(env.MAIL_FROM)).from).toEqual({ name: "Talent Team", address: "talent@example.com" });
  });

  it("refuses a MAIL_FROM that is no address and a MAIL_FROM_NAME that could break the header", () => {
    expect(() => parseEnv({ ...SECRET, MAIL_FROM: "RFT Technologies" })).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(() => parseEnv({ ...SECRET, MAIL_FROM_NAME: "Evil\r\nBcc: x@example.com" })).toThrow(/MAIL_FROM_NAME must be/);
  });
});
