import { describe, expect, it } from "vitest";
import { jobIdFromKey, jobKey, jobPath, jobSlug } from "../../src/shared/job-url.js";

describe("job URLs", () => {
  it("slugs a title: lower case, accents dropped, other characters as single dashes", () => {
    expect(jobSlug("Senior Engineer (Platform) – Remote")).toBe("senior-engineer-platform-remote");
    expect(jobSlug("Café Développeur C++/C#")).toBe("cafe-developpeur-c-c");
    expect(jobSlug("   --- ")).toBe("job");
    expect(jobSlug("a".repeat(200))).toHaveLength(80);
    expect(jobSlug(`${"word ".repeat(30)}`)).not.toMatch(/-$/);
  });

  it("builds the canonical path from id and title", () => {
    expect(jobPath({ id: 12, job_title: "Frontend Developer" })).toBe("/jobs/12-frontend-developer");
    expect(jobKey({ id: 3, job_title: "UI/UX Designer" })).toBe("3-ui-ux-designer");
  });

  it("reads the id from a key with any slug, or none", () => {
    expect(jobIdFromKey("12-frontend-developer")).toBe(12);
    expect(jobIdFromKey("12-anything-else")).toBe(12);
    expect(jobIdFromKey("12")).toBe(12);
    for (const bad of ["", "frontend-12", "0-x", "012-x", "12x", "-12", "99999999999-x"]) expect(jobIdFromKey(bad), bad).toBeNull();
  });
});
