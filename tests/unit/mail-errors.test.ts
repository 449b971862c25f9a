import { describe, expect, it } from "vitest";
import { isPermanentMailError } from "../../src/worker/mail-errors.js";

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error("smtp"), fields);

describe("isPermanentMailError", () => {
  it("treats refused recipients and other 5xx replies as permanent", () => {
    expect(isPermanentMailError(smtpError({ code: "EENVELOPE", responseCode: 550, permanent: true }))).toBe(true);
    expect(isPermanentMailError(smtpError({ code: "EMESSAGE", responseCode: 554 }))).toBe(true);
    expect(isPermanentMailError(smtpError({ code: "EENVELOPE" }))).toBe(true);
  });

  it("retries 4xx replies, 503, connection failures and refused credentials", () => {
    expect(isPermanentMailError(smtpError({ code: "EENVELOPE", responseCode: 451, permanent: false }))).toBe(false);
    expect(isPermanentMailError(smtpError({ code: "EPROTOCOL", responseCode: 503 }))).toBe(false);
    expect(isPermanentMailError(smtpError({ code: "ESOCKET", originalCode: "ECONNREFUSED" }))).toBe(false);
    expect(isPermanentMailError(smtpError({ code: "ETIMEDOUT" }))).toBe(false);
    expect(isPermanentMailError(smtpError({ code: "EAUTH", responseCode: 535, permanent: true }))).toBe(false);
    expect(isPermanentMailError("not an error")).toBe(false);
  });
});
