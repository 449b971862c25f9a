// One-time e-mail codes: drawn from a CSPRNG and kept only as a keyed hash. A plain hash of a
// 6-digit code would fall to a million guesses; the HMAC key (derived from the server secret)
// keeps a leaked table useless.
import crypto from "node:crypto";
import type { CodePurpose } from "../../../infra/db/generated/enums.js";

export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
}

function codeKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "", "email-code", 32));
}

export function hashCode(secret: string, code: { email: string; purpose: CodePurpose; code: string }): string {
  return crypto.createHmac("sha256", codeKey(secret)).update(`${code.purpose}:${code.email}:${code.code}`).digest("hex");
}

export function codeMatches(secret: string, storedHash: string, code: { email: string; purpose: CodePurpose; code: string }): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(secret, code), "hex");
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
