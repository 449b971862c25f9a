// The columns of an application that HR's profile views show, and the conversions both views
// (camelCase candidate, snake_case applicant) share.
import type { Prisma } from "../../db/generated/client.js";

export const PROFILE_SELECT = {
  id: true,
  fullName: true,
  email: true,
  mobileNumber: true,
  alternateNumber: true,
  currentCity: true,
  homeTown: true,
  dateOfBirth: true,
  gender: true,
  willingToRelocate: true,
  linkedinLink: true,
  githubLink: true,
  resumePath: true,
  academicDocsPath: true,
  highestQualification: true,
  courseName: true,
  collegeUniversity: true,
  affiliatedUniversity: true,
  yearOfPassing: true,
  aggregateMarks: true,
  allSemestersCleared: true,
  techSkills: true,
  otherTechSkills: true,
  certificateName: true,
  internshipProjectExperience: true,
  projectDescription: true,
  preferredRole: true,
  joining: true,
  openToShifts: true,
  expectedCtc: true,
  opportunitySource: true,
  availableForOnlineTests: true,
  hasLaptopInternet: true,
  languages: true,
  aadharNumber: true,
  panNo: true,
  passportNumber: true,
  createdAt: true,
} as const satisfies Prisma.ApplicationSelect;

export type ProfileRow = Prisma.ApplicationGetPayload<{ select: typeof PROFILE_SELECT }>;

export type DocumentKind = "resume" | "academics";

/** The wizard's skill list with "Others" replaced by what the candidate typed there. */
export function allSkills(row: Pick<ProfileRow, "techSkills" | "otherTechSkills">): string[] {
  const others = (row.otherTechSkills ?? "")
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
  return [...row.techSkills.filter((skill) => skill !== "Others"), ...others];
}

export function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}
