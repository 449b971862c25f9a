// A job as schema.org JobPosting (what Google reads for job search): the required title,
// description, datePosted, hiringOrganization and jobLocation, plus validThrough, employmentType
// and baseSalary when the job says them. Nothing is invented: an unknown field is left out. The
// hiring organisation is the site's own (its name, site and logo), whatever the job's `company`
// text says, so the posting names one organisation; candidates apply on this site (directApply).
import { COMPANY } from "../../../shared/company";
import type { Job, JobType } from "../../../shared/job";
import { parseSalaryRange } from "../../../shared/jobs-board";

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
  Freelance: "CONTRACTOR",
};

/** Every location the company hires for is in India (spec doc 1 §1: a town in India). */
const COUNTRY = { code: "IN", name: "India" };
const RUPEES_PER_LAKH = 100_000;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function descriptionHtml(job: Job): string {
  const lists: [string, string[]][] = [
    ["Responsibilities", job.responsibilities],
    ["Required qualifications", job.required_qualifications],
    ["Preferred skills", job.preferred_skills],
  ];
  const parts = [`<p>${escapeHtml(job.job_summary)}</p>`];
  for (const [title, items] of lists) {
    if (items.length > 0)
      parts.push(`<p><strong>${title}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`);
  }
  if (job.equal_opportunity_statement) parts.push(`<p>${escapeHtml(job.equal_opportunity_statement)}</p>`);
  return parts.join("");
}

function location(job: Job): Record<string, unknown> {
  if (/\bremote\b/i.test(job.location)) {
    return { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: COUNTRY.name } };
  }
  // "Hybrid - Bangalore" is a place with a way of working: the place is the part after the dash.
  const locality = job.location.replace(/^(hybrid|on-?site)\s*[-–:]\s*/i, "").trim();
  return {
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: locality, addressCountry: COUNTRY.code } },
  };
}

/** "6 - 10 LPA" (lakh rupees a year, the board's reading of salary texts) as a yearly INR range. */
function baseSalary(salaryRange: string): Record<string, unknown> | undefined {
  const range = parseSalaryRange(salaryRange);
  if (!range || range[1] <= 0) return undefined;
  const [min, max] = range.map((lakhs) => Math.round(lakhs * RUPEES_PER_LAKH));
  const value = min === max ? { value: min } : { minValue: min, maxValue: max };
  return { "@type": "MonetaryAmount", currency: "INR", value: { "@type": "QuantitativeValue", ...value, unitText: "YEAR" } };
}

export function jobPostingJsonLd(job: Job, pageUrl: string, origin: string): Record<string, unknown> {
  const salary = baseSalary(job.salary_range);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.job_title,
    description: descriptionHtml(job),
    identifier: { "@type": "PropertyValue", name: COMPANY.name, value: String(job.id) },
    datePosted: job.created_at,
    ...(job.application_deadline ? { validThrough: `${job.application_deadline}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPES[job.job_type],
    hiringOrganization: { "@type": "Organization", name: COMPANY.name, sameAs: origin, logo: `${origin}/favicon.svg` },
    directApply: true,
    ...location(job),
    ...(salary ? { baseSalary: salary } : {}),
    experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: job.experience_level * 12 },
    url: pageUrl,
  };
}
