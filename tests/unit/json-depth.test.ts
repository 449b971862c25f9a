// The depth scan that runs before every JSON body is parsed.
import { describe, expect, it } from "vitest";
import { JsonDepthScanner, nestsDeeperThan } from "../../src/server/json-body.js";

describe("nestsDeeperThan", () => {
  it("counts arrays and objects, and only outside strings", () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('["[[[[", "\\"[[[["]', 1)).toBe(false);
    expect(nestsDeeperThan("[[1],[2],[3]]", 2)).toBe(false);
  });

  it("carries strings and escapes across chunks, as a body arrives in pieces", () => {
    const scanner = new JsonDepthScanner(2);
    // `["\` then `"[[[", [1]]`: the escaped quote keeps the string open over the chunk boundary.
    expect(scanner.accept(Buffer.from('["\\'))).toBe(true);
    expect(scanner.accept(Buffer.from('"[[[", [1]]'))).toBe(true);
    expect(scanner.accept(Buffer.from("[[[1]]]"))).toBe(false);
  });
});
