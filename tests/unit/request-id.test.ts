import { describe, expect, it } from "vitest";
import { acceptedRequestId, requestIdFor } from "../../src/server/observability/request-id.js";
import { mailJobDataSchema } from "../../src/shared/mail-queue.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("keeps an incoming x-request-id that is a token of up to 64 letters, digits, dots, underscores and hyphens", () => {
    for (const id of ["test-req-123", "a", "A.b_c-9", "x".repeat(64), "3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c"]) {
      expect(acceptedRequestId(id), id).toBe(id);
      expect(requestIdFor(id)).toBe(id);
    }
  });

  it("refuses empty, long, repeated or odd ids, and makes a fresh UUID instead", () => {
    const refused = ["", "x".repeat(65), "has space", "semi;colon", "line\nbreak", 'quote"', "ünïcode", "a/b", ["a", "b"], undefined];
    for (const header of refused) {
      expect(acceptedRequestId(header), JSON.stringify(header)).toBeUndefined();
      expect(requestIdFor(header)).toMatch(UUID);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });

  it("travels in a mail job; an unusable one is dropped without failing the mail", () => {
    const job = { mailId: "00000000-0000-4000-8000-000000000000", kind: "signup_code", sealed: "x" };
    expect(mailJobDataSchema.parse({ ...job, requestId: "test-req-123" }).requestId).toBe("test-req-123");
    expect(mailJobDataSchema.parse(job).requestId).toBeUndefined();
    const odd = mailJobDataSchema.safeParse({ ...job, requestId: "not a token" });
    expect(odd.success && odd.data).toEqual({ ...job, requestId: undefined });
  });
});
