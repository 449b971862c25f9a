// An HR applicant list row (the shape hr.applicants.list answers), for component tests: an
// in-progress Round 1 applicant, with overrides.
import type { ApplicantRow } from "../../src/shared/hr/applicants.js";

export function applicantRow(overrides: Partial<ApplicantRow> = {}): ApplicantRow {
  const fullName = overrides.full_name ?? "Asha Rao";
  return {
    applicant_id: 1,
    full_name: fullName,
    date_of_birth: "2000-05-17",
    gender: "Female",
    highest_qualification: "B.Tech",
    job_title: "Platform Engineer",
    job_type: "Full-time",
    status: 1,
    round: "Round 1",
    round_value: "round_1",
    applied_at: "2026-11-02T09:00:00.000Z",
    email: `${fullName.split(" ")[0]?.toLowerCase()}@example.com`,
    round_status: "in_progress",
    withdrawnAt: null,
    ...overrides,
  };
}
