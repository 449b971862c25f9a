import { describe, expect, it } from "vitest";
import { toJob } from "../../src/server/services/jobs/job-mapper.js";
import { isJobExpired } from "../../src/shared/job.js";

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
