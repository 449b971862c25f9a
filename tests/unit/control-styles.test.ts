// The shared look of inputs, selects and textareas: one base, two sizes, the caller's extra classes last.
import { describe, expect, it } from "vitest";
import { controlClass } from "../../src/client/lib/control-styles.js";

describe("controlClass", () => {
  it("is the dense size by default, with the focus, invalid and dark-mode looks", () => {
    const classes = controlClass().split(" ");
    expect(classes).toEqual(
      expect.arrayContaining(["px-3", "py-2", "text-sm", "aria-invalid:border-red-500", "dark:bg-slate-900", "focus:ring-2"]),
    );
    expect(classes).not.toContain("py-2.5");
  });

  it("is roomier for the account and contact forms and keeps the caller's classes", () => {
    const classes = controlClass("md", "pr-16").split(" ");
    expect(classes).toEqual(expect.arrayContaining(["py-2.5", "pr-16"]));
    expect(classes).not.toContain("text-sm");
  });
});
