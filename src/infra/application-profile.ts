// The columns of an application that HR's profile views show, and their one conversion, which
// both views build on (services/candidates: camelCase candidate; services/applicants: snake_case applicant).
import type { Prisma } from "../server/db/generated/client.js";
import { toDateOnly } from "../shared/date-only.js";

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

/**
 * The profile both HR views show, converted once: calendar dates, numbers, yes/no flags, and the
 * documents as HR-only download paths (never public URLs). Each view adds its own id and dates.
 */
export function toApplicationProfile(row: ProfileRow, documentPath: (id: number, kind: DocumentKind) => string) {
  return {
    fullName: row.fullName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    alternateContactNumber: row.alternateNumber,
    currentCity: row.currentCity,
    homeTown: row.homeTown,
    dateOfBirth: toDateOnly(row.dateOfBirth),
    gender: row.gender,
    willingToRelocate: row.willingToRelocate,
    linkedinLink: row.linkedinLink,
    githubLink: row.githubLink,
    resumePath: row.resumePath ? documentPath(row.id, "resume") : null,
    academicDocsPath: row.academicDocsPath ? documentPath(row.id, "academics") : null,
    highestQualification: row.highestQualification,
    courseName: row.courseName,
    collegeUniversity: row.collegeUniversity,
    affiliatedUniversity: row.affiliatedUniversity,
    yearOfPassing: row.yearOfPassing,
    aggregateMarks: row.aggregateMarks.toNumber(),
    allSemestersCleared: row.allSemestersCleared,
    techSkills: row.techSkills,
    otherTechSkills: row.otherTechSkills,
    certificateName: row.certificateName,
    internshipProjectExperience: row.internshipProjectExperience,
    projectDescription: row.projectDescription,
    preferredRole: row.preferredRole,
    immediateJoining: row.joining === "Yes",
    openToShifts: row.openToShifts,
    expectedCtc: row.expectedCtc,
    opportunitySource: row.opportunitySource,
    availableForOnlineTests: row.availableForOnlineTests,
    hasLaptopInternet: row.hasLaptopInternet,
    languages: row.languages,
    aadharNumber: row.aadharNumber,
    panNo: row.panNo,
    passportAvailable: row.passportNumber !== null,
  };
}
