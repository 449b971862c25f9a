import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "../../src/client/features/jobs/job-posting.js";
import { COMPANY } from "../../src/shared/company.js";
import type { Job } from "../../src/shared/job.js";

const ORIGIN = "https://careers.example.test";

const job: Job = {
  id: 7,
  job_title: "Data Analyst",
  company: COMPANY.trainingCompany,
  department: "Finance",
  job_type: "Full-time",
  location: "Manipal",
  salary_range: "6 - 10 LPA",
  job_summary: "Turn numbers into decisions.",
  experience_level: 2,
  application_deadline: "2030-01-31",
  equal_opportunity_statement: "",
  how_to_apply: "",
  responsibilities: [],
  required_qualifications: [],
  preferred_skills: [],
  created_at: "2026-11-01T00:00:00.000Z",
  expired: false,
};

/** Every `name` given to an organisation anywhere in the posting (hiringOrganization, identifier…). */
function organisationNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(organisationNames);
  if (typeof value !== "object" || value === null) return [];
  const node = value as Record<string, unknown>;
  const own = ["Organization", "PropertyValue"].includes(String(node["@type"])) && typeof node.name === "string" ? [node.name] : [];
  return [...own, ...Object.values(node).flatMap(organisationNames)];
}

describe("jobPostingJsonLd", () => {
  const posting = jobPostingJsonLd(job, `${ORIGIN}/jobs/7-data-analyst`, ORIGIN);

  it("says candidates apply on this site", () => {
    expect(posting.directApply).toBe(true);
  });

  it("names one organisation, the site's own, whatever the job's company text", () => {
    expect(new Set(organisationNames(posting))).toEqual(new Set([COMPANY.name]));
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: COMPANY.name,
      sameAs: ORIGIN,
      logo: `${ORIGIN}/favicon.svg`,
    });
  });
});
