import { describe, expect, it } from "vitest";
import { deriveMailKey, openMailPayload, sealMailPayload } from "../../src/infra/mail/payload-crypto.js";

const MAIL_ID = "3f1d6c1e-3a57-4a5e-9c62-2f1b8f0e5a11";
const key = deriveMailKey({ JWT_SECRET: "j".repeat(40) });

describe("sealed mail payloads", () => {
  it("round-trips and never shows the payload in clear", () => {
    const payload = { to: "asha@example.com", data: { code: "482913" } };
    const sealed = sealMailPayload(key, MAIL_ID, payload);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("482913");
    expect(sealed).not.toContain("asha");
    expect(openMailPayload(key, MAIL_ID, sealed)).toEqual(payload);
  });

  it("uses a fresh IV for every seal", () => {
    expect(sealMailPayload(key, MAIL_ID, { a: 1 })).not.toBe(sealMailPayload(key, MAIL_ID, { a: 1 }));
  });

  it("refuses another mail id, another key and an altered ciphertext", () => {
    const sealed = sealMailPayload(key, MAIL_ID, { code: "123456" });
    expect(() => openMailPayload(key, "00000000-0000-4000-8000-000000000000", sealed)).toThrow();
    expect(() => openMailPayload(deriveMailKey({ JWT_SECRET: "k".repeat(40) }), MAIL_ID, sealed)).toThrow();
    const [version, iv, tag, body = ""] = sealed.split(".");
    const flipped = `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(() => openMailPayload(key, MAIL_ID, [version, iv, tag, flipped].join("."))).toThrow();
    expect(() => openMailPayload(key, MAIL_ID, "v2.x.y.z")).toThrow(/Unknown sealed mail payload format/);
  });

  it("derives the key from MAIL_SECRET_KEY when set, else from JWT_SECRET", () => {
    const fromJwt = deriveMailKey({ JWT_SECRET: "j".repeat(40) });
    const fromMailKey = deriveMailKey({ JWT_SECRET: "j".repeat(40), MAIL_SECRET_KEY: "m".repeat(40) });
    expect(fromJwt).toHaveLength(32);
    expect(fromMailKey.equals(fromJwt)).toBe(false);
    expect(fromMailKey.equals(deriveMailKey({ JWT_SECRET: "other".repeat(10), MAIL_SECRET_KEY: "m".repeat(40) }))).toBe(true);
  });
});
