// The depth scan that runs before every JSON body is parsed.
import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "../../src/server/json-body.js";

describe("nestsDeeperThan", () => {
  it("counts arrays and objects, and only outside strings", () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('["[[[[", "\\"[[[["]', 1)).toBe(false);
    expect(nestsDeeperThan("[[1],[2],[3]]", 2)).toBe(false);
  });
});
