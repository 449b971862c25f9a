// The rate limits' key: the client's address, and a key of its own for a client already gone.
import { describe, expect, it } from "vitest";
import { GONE_CLIENT_KEY, rateLimitKey } from "../../src/server/rest/rate-limit-key.js";

describe("rateLimitKey", () => {
  it("keys on the client's address, an IPv6 one by its subnet", () => {
    expect(rateLimitKey({ ip: "203.0.113.7" })).toBe("203.0.113.7");
    expect(rateLimitKey({ ip: "2001:db8::1" })).toBe(rateLimitKey({ ip: "2001:db8::2" }));
  });

  it("does not throw for a client that reset its connection and left no address", () => {
    expect(rateLimitKey({ ip: undefined })).toBe(GONE_CLIENT_KEY);
  });
});
