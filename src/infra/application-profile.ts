// The columns of an application that HR's profile views show, and their one conversion, which
// both views build on (services/enquiries: the enquiry; services/applicants: the applicant detail).
// The identity numbers come as their last four characters only, shown masked: nothing here decrypts.
import type { Prisma } from "./db/generated/client.js";
import { maskIdentifier, type IdentifierKind } from "../shared/application/identifiers.js";
import { toDateOnly } from "../shared/date-only.js";

/** The answers an application stores: the wizard's fields and its two uploads. */
export const ANSWER_SELECT = {
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
} as const satisfies Prisma.ApplicationSelect;

export const PROFILE_SELECT = {
  id: true,
  ...ANSWER_SELECT,
  identifiers: { select: { kind: true, last4: true } },
  createdAt: true,
  erasedAt: true,
} as const satisfies Prisma.ApplicationSelect;

export type ProfileRow = Prisma.ApplicationGetPayload<{ select: typeof PROFILE_SELECT }>;

/** The applications column of each PROFILE_SELECT field (the schema's @map names). */
const PROFILE_COLUMNS: Record<Exclude<keyof typeof PROFILE_SELECT, "identifiers">, string> = {
  id: "id",
  fullName: "full_name",
  email: "email",
  mobileNumber: "mobile_number",
  alternateNumber: "alternate_contact_number",
  currentCity: "current_city",
  homeTown: "home_town",
  dateOfBirth: "date_of_birth",
  gender: "gender",
  willingToRelocate: "willing_to_relocate",
  linkedinLink: "linkedin_link",
  githubLink: "github_link",
  resumePath: "resume_path",
  academicDocsPath: "academic_docs_path",
  highestQualification: "highest_qualification",
  courseName: "course_name",
  collegeUniversity: "college_university",
  affiliatedUniversity: "affiliated_university",
  yearOfPassing: "year_of_passing",
  // Two decimals at most (numeric(5,2)): exact as a double.
  aggregateMarks: "aggregate_marks::float8",
  allSemestersCleared: "all_semesters_cleared",
  techSkills: "tech_skills",
  otherTechSkills: "other_tech_skills",
  certificateName: "certificate_name",
  internshipProjectExperience: "internship_project_experience",
  projectDescription: "project_description",
  preferredRole: "preferred_role",
  joining: "joining",
  openToShifts: "open_to_shifts",
  expectedCtc: "expected_ctc",
  opportunitySource: "opportunity_source",
  availableForOnlineTests: "available_for_online_tests",
  hasLaptopInternet: "has_laptop_internet",
  languages: "languages",
  createdAt: "created_at",
  erasedAt: "erased_at",
};

/**
 * PROFILE_SELECT as a SELECT list on applications aliased `a`, with Prisma's field names, for the
 * CSV exports' raw reads (queryRows): Prisma's result shaping of 1,000 wide rows per batch was most
 * of an export's memory (bench/hr.ts). The identity numbers come as Prisma's relation does, an array
 * of {kind, last4} (one JSON value from a subselect on application_identifiers' key).
 */
export const PROFILE_SQL_COLUMNS = [
  ...Object.entries(PROFILE_COLUMNS).map(([field, column]) => `a.${column} AS "${field}"`),
  `COALESCE((SELECT json_agg(json_build_object('kind', i.kind, 'last4', i.last4) ORDER BY i.kind)
    FROM application_identifiers i WHERE i.application_id = a.id), '[]') AS "identifiers"`,
].join(", ");

/** A profile row read through PROFILE_SQL_COLUMNS: the marks arrive as a number. */
export type RawProfileRow = Omit<ProfileRow, "aggregateMarks"> & { aggregateMarks: number };

export type DocumentKind = "resume" | "academics";

/** An identity number as HR sees it (`XXXX XXXX 1234`), or null when the candidate gave none. */
function masked(row: Pick<ProfileRow, "identifiers">, kind: IdentifierKind): string | null {
  const stored = row.identifiers.find((identifier) => identifier.kind === kind);
  return stored ? maskIdentifier(kind, stored.last4) : null;
}

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
export function toApplicationProfile(row: ProfileRow | RawProfileRow, documentPath: (id: number, kind: DocumentKind) => string) {
  return {
    fullName: row.fullName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    alternateContactNumber: row.alternateNumber,
    currentCity: row.currentCity,
    homeTown: row.homeTown,
    // Erasure leaves a placeholder in the required column: an erased person has no date to show.
    dateOfBirth: row.erasedAt ? null : toDateOnly(row.dateOfBirth),
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
    aggregateMarks: typeof row.aggregateMarks === "number" ? row.aggregateMarks : row.aggregateMarks.toNumber(),
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
    aadharNumber: masked(row, "aadhar"),
    panNo: masked(row, "pan"),
    passportAvailable: row.identifiers.some((identifier) => identifier.kind === "passport"),
    passportNumber: masked(row, "passport"),
  };
}
