// An HR applicant list row (the shape hr.applicants.list answers), for component tests: an
// in-progress Round 1 applicant, with overrides.
import type { ApplicantRow } from "../../src/shared/hr/applicants.js";

export function applicantRow(overrides: Partial<ApplicantRow> = {}): ApplicantRow {
  const fullName = overrides.fullName ?? "Asha Rao";
  return {
    applicantId: 1,
    fullName: fullName,
    dateOfBirth: "2000-05-17",
    gender: "Female",
    highestQualification: "B.Tech",
    jobTitle: "Platform Engineer",
    jobType: "Full-time",
    status: 1,
    round: "Round 1",
    roundValue: "round_1",
    appliedAt: "2026-11-02T09:00:00.000Z",
    email: `${fullName.split(" ")[0]?.toLowerCase()}@example.com`,
    roundStatus: "in_progress",
    withdrawnAt: null,
    ...overrides,
  };
}
