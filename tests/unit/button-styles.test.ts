// The looks of the Button and IconButton primitives: a variant in a size, the caller's classes last.
import { describe, expect, it } from "vitest";
import { buttonClass } from "../../src/client/lib/button-styles.js";

const classesOf = (...args: Parameters<typeof buttonClass>) => buttonClass(...args).split(" ");

describe("buttonClass", () => {
  it("is the primary call to action by default, with the focus ring and the disabled look", () => {
    expect(classesOf()).toEqual(expect.arrayContaining(["bg-brand-600", "px-5", "py-3", "focus-visible:outline-2", "disabled:opacity-60"]));
  });

  it("is compact in sm, round and square for an icon, and boxless for a link", () => {
    expect(classesOf({ variant: "outline", size: "sm" })).toEqual(expect.arrayContaining(["px-3", "py-1.5", "text-sm", "ring-slate-300"]));
    expect(classesOf({ variant: "ghost", iconOnly: true })).toEqual(
      expect.arrayContaining(["rounded-full", "p-2", "dark:hover:bg-slate-800"]),
    );
    expect(classesOf({ variant: "link", size: "sm" })).not.toContain("px-3");
  });

  it("keeps the caller's classes last, and only those for bare", () => {
    expect(classesOf({ variant: "secondary" }, "w-full").at(-1)).toBe("w-full");
    expect(buttonClass({ variant: "bare", size: "sm" }, "block w-full")).toBe("block w-full");
  });
});
