// The `redirect` of /signin and /signup: same-origin paths pass, anything that could leave the site
// is dropped.
import { describe, expect, it } from "vitest";
import { REDIRECT_PATH_MAX_LENGTH, safeRedirectPath } from "../../src/shared/redirect-path.js";

describe("safeRedirectPath", () => {
  it.each(["/", "/apply-job", "/#contact", "/job-board?department=Engineering", "/jobs/12-frontend-developer", "/profile"])(
    "keeps the same-origin path %s",
    (path) => expect(safeRedirectPath(path)).toBe(path),
  );

  it.each([
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a backslash later on", "/a\\b"],
    ["an absolute URL", "https://evil.example/"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "apply-job"],
    ["a tab that URL parsing drops", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["an empty string", ""],
    ["a non-string", 42],
    ["a path too long", `/${"a".repeat(REDIRECT_PATH_MAX_LENGTH)}`],
  ])("drops %s", (_label, value) => expect(safeRedirectPath(value)).toBeUndefined());
});
