import { describe, expect, it } from "vitest";
import { codeMatches, generateCode, hashCode } from "../../src/server/services/auth/email-code-crypto.js";

const SECRET = "unit-secret-unit-secret-unit-secret-0123";

describe("one-time e-mail codes", () => {
  it("are 6 digits, leading zeros kept, and spread over the range", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });

  it("are stored as a keyed hash bound to address and purpose", () => {
    const code = { email: "a@example.com", purpose: "signup" as const, code: "123456" };
    const hash = hashCode(SECRET, code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(codeMatches(SECRET, hash, code)).toBe(true);
    expect(codeMatches(SECRET, hash, { ...code, code: "123457" })).toBe(false);
    expect(codeMatches(SECRET, hash, { ...code, purpose: "reset" })).toBe(false);
    expect(codeMatches(SECRET, hash, { ...code, email: "b@example.com" })).toBe(false);
    expect(codeMatches("another-secret-another-secret-0123456789", hash, code)).toBe(false);
  });
});
