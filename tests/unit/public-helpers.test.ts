import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../src/client/lib/format-date.js";
import { sendFailureText } from "../../src/client/features/contact/api/send-failure-text.js";
import { downloadName } from "../../src/client/features/gallery/download-name.js";
import { easeOutCubic } from "../../src/client/features/life/hooks/use-count-up.js";
import { parseLifeView } from "../../src/client/features/life/life-views.js";
import { initials, initialsBackground } from "../../src/client/features/testimonials/initials.js";

describe("public site helpers", () => {
  it("initials take the first and last name, and a name always gets the same colour", () => {
    expect(initials("Priya Sharma")).toBe("PS");
    expect(initials("  ananya   devi  gupta ")).toBe("AG");
    expect(initials("Meera")).toBe("M");
    expect(initials("")).toBe("");
    expect(initialsBackground("Priya Sharma")).toBe(initialsBackground("Priya Sharma"));
    expect(initialsBackground("Priya Sharma")).toMatch(/^bg-[a-z]+-[67]00$/);
  });

  it("formats calendar dates the same in every time zone", () => {
    expect(formatLongDate("2024-03-19")).toBe("19 March 2024");
  });

  it("names downloads after the file, prefixed with the company", () => {
    expect(downloadName({ src: "/media/insights/insight-07.svg", alt: "x", width: 1, height: 1 })).toBe("rft-insight-07.svg");
    expect(downloadName({ src: "/media/rft-team.jpg", alt: "x", width: 1, height: 1 })).toBe("rft-team.jpg");
  });

  it("the count-up eases from 0 to 1", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });

  it("reads only the four known views from the URL", () => {
    expect(parseLifeView("positions")).toBe("positions");
    expect(parseLifeView("apply")).toBe("apply");
    expect(parseLifeView("admin")).toBeUndefined();
    expect(parseLifeView(undefined)).toBeUndefined();
  });

  it("contact failures show the server's reason, or the retry text when there was no answer", () => {
    const answered = TRPCClientError.from({
      error: { message: "Please log in to continue.", code: -32001, data: { code: "UNAUTHORIZED", httpStatus: 401 } },
    });
    expect(sendFailureText(answered)).toBe("Failed to send message: Please log in to continue.");
    expect(sendFailureText(new TRPCClientError("Failed to fetch"))).toBe("Failed to send message. Please try again.");
    expect(sendFailureText(new Error("boom"))).toBe("Failed to send message. Please try again.");
  });
});
