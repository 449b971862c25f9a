// The analytics filter (issue #32): blank fields are unset, From ≤ To, at most 2 years; the defaults
// (today, the 90 days before); the 30 s cache per panel and filter; ISO week labels at year ends.
import { describe, expect, it } from "vitest";
import { cached, clearAnalyticsCache, normaliseFilter } from "../../src/server/services/analytics/analytics-filter.js";
import { isoWeekLabel } from "../../src/server/services/analytics/get-weekly.js";
import { analyticsQuerySchema, analyticsRestQuerySchema } from "../../src/shared/hr/analytics.js";

describe("analytics filter", () => {
  it("reads blank fields as unset and checks the range", () => {
    expect(analyticsRestQuerySchema.parse({ department: "", job_id: "", from: " ", to: "" })).toEqual({});
    expect(analyticsRestQuerySchema.parse({ job_id: "7", from: "2026-01-01", to: "2026-01-31" })).toEqual({
      job_id: 7,
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(analyticsQuerySchema.safeParse({ from: "2024-01-01", to: "2025-12-31" }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: "2024-01-01", to: "2026-01-01" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-31" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: "2026-02-29" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ department: "Nowhere" }).success).toBe(false);
  });

  it("defaults To to today and From to the 90 days up to To", () => {
    const now = new Date("2026-11-27T22:00:00Z");
    expect(normaliseFilter({}, now)).toEqual({ from: "2026-08-30", to: "2026-11-27" });
    expect(normaliseFilter({ to: "2026-03-31", department: "Design", jobId: 3 }, now)).toEqual({
      department: "Design",
      jobId: 3,
      from: "2026-01-01",
      to: "2026-03-31",
    });
  });

  it("computes a panel once per filter for 30 s, and not again after a failure", async () => {
    clearAnalyticsCache();
    const filter = { from: "2026-01-01", to: "2026-01-31" };
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    expect(await cached("t", filter, compute, 0)).toBe(1);
    expect(await cached("t", filter, compute, 29_999)).toBe(1);
    expect(await cached("t", { ...filter, department: "HR" as const }, compute, 29_999)).toBe(2);
    expect(await cached("t", filter, compute, 30_000)).toBe(3);
    await expect(cached("f", filter, () => Promise.reject(new Error("down")), 0)).rejects.toThrow("down");
    expect(await cached("f", filter, compute, 1)).toBe(4);
  });

  it("labels ISO weeks across year ends", () => {
    expect(isoWeekLabel(new Date("2025-12-29T00:00:00Z"))).toBe("2026-W01");
    expect(isoWeekLabel(new Date("2020-12-28T00:00:00Z"))).toBe("2020-W53");
    expect(isoWeekLabel(new Date("2021-01-04T00:00:00Z"))).toBe("2021-W01");
    expect(isoWeekLabel(new Date("2026-11-23T00:00:00Z"))).toBe("2026-W48");
  });
});
