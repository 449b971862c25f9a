import { describe, expect, it } from "vitest";
import { toJob } from "../../src/server/services/jobs/job-mapper.js";
import { isJobExpired, jobInputSchema } from "../../src/shared/job.js";

describe("isJobExpired", () => {
  const now = new Date("2026-06-15T12:00:00Z");

  it("is expired only when the deadline is before today", () => {
    expect(isJobExpired("2026-06-14", now)).toBe(true);
    expect(isJobExpired("2026-06-15", now)).toBe(false);
    expect(isJobExpired("2026-07-01", now)).toBe(false);
  });

  it("never expires a job without a deadline", () => {
    expect(isJobExpired(null, now)).toBe(false);
  });
});

describe("jobInputSchema (the post-job form and both server doors)", () => {
  const valid = {
    job_title: "QA Engineer",
    department: "Engineering",
    location: "Remote",
    job_summary: "Test things.",
    experience_level: 1,
  };
  const messageFor = (overrides: object) => jobInputSchema.safeParse({ ...valid, ...overrides }).error?.issues[0]?.message;
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 864e5).toISOString().slice(0, 10);

  it("refuses a deadline in the past, and takes today, a later day or none", () => {
    expect(messageFor({ application_deadline: day(-1) })).toBe("Application deadline cannot be in the past");
    expect(messageFor({ application_deadline: "2020-01-01" })).toBe("Application deadline cannot be in the past");
    for (const deadline of [day(0), day(30), "", null, undefined]) expect(messageFor({ application_deadline: deadline })).toBeUndefined();
  });

  it("wants a salary range with figures, or none", () => {
    expect(messageFor({ salary_range: "abc" })).toBe("Salary range must give figures, such as 6-10 LPA");
    for (const salary of ["6 - 10 LPA", "6,00,000 - 10,00,000", "12 LPA", "", undefined])
      expect(messageFor({ salary_range: salary })).toBeUndefined();
  });

  it("takes how to apply as words or an http(s) link, not another kind of link", () => {
    for (const link of ["ftp://files.example.com/apply", "javascript:alert(1)", "mailto:hr@example.com"]) {
      expect(messageFor({ how_to_apply: link })).toBe("How to apply must be text or an http(s) link");
    }
    for (const text of ["https://example.com/apply", "Apply online: send your CV to HR", "Use the Apply button", ""]) {
      expect(messageFor({ how_to_apply: text })).toBeUndefined();
    }
  });
});

describe("toJob", () => {
  it("answers the spec's snake_case fields with readable job types", () => {
    const job = toJob(
      {
        id: 7,
        jobTitle: "Designer",
        company: "RFT",
        department: "Design",
        jobType: "PartTime",
        location: "Pune",
        salaryRange: "5 - 9 LPA",
        jobSummary: "Design things",
        experienceLevel: 2,
        applicationDeadline: new Date("2026-06-01T00:00:00Z"),
        equalOpportunityStatement: "EO",
        howToApply: "Online",
        responsibilities: ["a"],
        requiredQualifications: ["b"],
        preferredSkills: ["c"],
        createdAt: new Date("2026-05-01T10:00:00Z"),
      },
      new Date("2026-06-15T00:00:00Z"),
    );
    expect(job).toMatchObject({
      id: 7,
      job_title: "Designer",
      job_type: "Part-time",
      application_deadline: "2026-06-01",
      required_qualifications: ["b"],
      created_at: "2026-05-01T10:00:00.000Z",
      expired: true,
    });
  });
});
