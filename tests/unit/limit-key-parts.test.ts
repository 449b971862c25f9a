// How the limits write whom they count into a key: a client by its address (an IPv6 one by its
// subnet, and a key of its own for a client already gone), an account name by its SHA-256.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientAddress, hashedIdentifier, NO_CLIENT_ADDRESS, rateLimitKey } from "../../src/server/limits/key-parts.js";

describe("clientAddress and rateLimitKey", () => {
  it("keys on the client's address, an IPv6 one by its subnet", () => {
    expect(rateLimitKey({ ip: "203.0.113.7" })).toBe("203.0.113.7");
    expect(rateLimitKey({ ip: "2001:db8::1" })).toBe(rateLimitKey({ ip: "2001:db8::2" }));
    expect(clientAddress("2001:db8:0:1::5")).not.toBe(clientAddress("2001:db8:0:2::5"));
  });

  it("does not throw for a client that reset its connection and left no address", () => {
    expect(rateLimitKey({ ip: undefined })).toBe(NO_CLIENT_ADDRESS);
    expect(clientAddress(null)).toBe(NO_CLIENT_ADDRESS);
  });
});

describe("hashedIdentifier", () => {
  it("is the SHA-256 of what was typed, so no address is kept in clear", () => {
    const hashed = hashedIdentifier("someone@example.com");
    expect(hashed).toBe(crypto.createHash("sha256").update("someone@example.com").digest("hex"));
    expect(hashed).not.toContain("example");
  });
});
