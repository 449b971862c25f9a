// An enquiry row as the camelCase candidate of the HR enquiry screens (spec doc 2 §3).
import type { Candidate } from "../../../shared/hr/candidates.js";
import type { Prisma } from "../../db/generated/client.js";
import { allSkills, dateOnly, PROFILE_SELECT, type DocumentKind } from "./application-profile.js";

/** The profile plus the enquiry's own state (rejected once HR has rejected it). */
export const CANDIDATE_SELECT = { ...PROFILE_SELECT, roundStatus: true } as const satisfies Prisma.ApplicationSelect;
export type CandidateRow = Prisma.ApplicationGetPayload<{ select: typeof CANDIDATE_SELECT }>;

/** HR-only download path of a candidate's document (bearer token required; never a public URL). */
function candidateDocumentPath(id: number, kind: DocumentKind): string {
  return `/api/candidates/${id}/${kind}`;
}

export function toCandidate(row: CandidateRow): Candidate {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    alternateContactNumber: row.alternateNumber,
    currentCity: row.currentCity,
    homeTown: row.homeTown,
    dateOfBirth: dateOnly(row.dateOfBirth),
    gender: row.gender,
    willingToRelocate: row.willingToRelocate,
    linkedinLink: row.linkedinLink,
    githubLink: row.githubLink,
    resumePath: row.resumePath ? candidateDocumentPath(row.id, "resume") : null,
    academicDocsPath: row.academicDocsPath ? candidateDocumentPath(row.id, "academics") : null,
    highestQualification: row.highestQualification,
    courseName: row.courseName,
    collegeUniversity: row.collegeUniversity,
    affiliatedUniversity: row.affiliatedUniversity,
    yearOfPassing: row.yearOfPassing,
    aggregateMarks: row.aggregateMarks.toNumber(),
    allSemestersCleared: row.allSemestersCleared,
    skills: allSkills(row),
    languages: row.languages,
    internshipProjectExperience: row.internshipProjectExperience,
    projectDescription: row.projectDescription,
    preferredRole: row.preferredRole,
    expectedCTC: row.expectedCtc,
    immediateJoining: row.joining === "Yes",
    openToShifts: row.openToShifts,
    opportunitySource: row.opportunitySource,
    availableForOnlineTests: row.availableForOnlineTests,
    hasLaptopInternet: row.hasLaptopInternet,
    aadharNumber: row.aadharNumber,
    panNo: row.panNo,
    passportAvailable: row.passportNumber !== null,
    certificateName: row.certificateName,
    createdAt: row.createdAt.toISOString(),
    rejected: row.roundStatus === "rejected",
  };
}
