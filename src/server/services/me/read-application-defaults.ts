// "Start from my last application" (issue #31): the signed-in candidate's most recent job application
// that still holds its personal data (not erased; withdrawn or decided ones count: the answers are
// still theirs), mapped back to the wizard's form fields: the inverse of toApplicationRow. Identity
// numbers, the declaration and the optional consent are left out: each application asks afresh.
import type { Db } from "../../../infra/db/client.js";
import type { ApplicationFormData } from "../../../shared/application/form-values.js";
import { FIELDS_ASKED_AFRESH, type ApplicationDefaults, type ApplicationDefaultValues } from "../../../shared/me/application-defaults.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "./candidate-only.js";
import { jobTitleOf } from "./my-application-mapper.js";
import { readLastApplication, type LastApplication } from "./read-last-application.js";

/** The answer columns as toApplicationRow writes them; marks as Prisma's Decimal or the form's text. */
export type AnswerColumns = Omit<
  LastApplication,
  "id" | "jobTitle" | "createdAt" | "job" | "resumePath" | "academicDocsPath" | "aggregateMarks"
> & {
  aggregateMarks: { toString(): string };
};

// The shared contract must be exactly the form's data without what is asked afresh: a field added to
// the form and not here (or the other way) fails to compile.
type FormDefaults = Omit<ApplicationFormData, (typeof FIELDS_ASKED_AFRESH)[number]>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const CONTRACT_MATCHES_FORM: Same<FormDefaults, ApplicationDefaultValues> = true;
void CONTRACT_MATCHES_FORM;

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The form's values from an application's columns (the form holds text; choices as the spec's words). */
export function toApplicationDefaultValues(row: AnswerColumns): ApplicationDefaultValues {
  return {
    fullName: row.fullName,
    dob: row.dateOfBirth.toISOString().slice(0, 10),
    gender: row.gender,
    mobile: row.mobileNumber,
    altMobile: row.alternateNumber ?? "",
    email: row.email,
    currentCity: row.currentCity,
    homeTown: row.homeTown,
    willingToRelocate: yesNo(row.willingToRelocate),
    qualification: row.highestQualification,
    course: row.courseName,
    college: row.collegeUniversity,
    affiliatedUniv: row.affiliatedUniversity ?? "",
    graduationYear: String(row.yearOfPassing),
    // numeric(5,2) reads back as 82.5 for 82.50: the same number the marks field takes.
    marks: String(Number(row.aggregateMarks.toString())),
    allSemCleared: yesNo(row.allSemestersCleared),
    techSkills: [...row.techSkills],
    otherTechSkills: row.otherTechSkills ?? "",
    certifications: row.certificateName ?? "",
    hasInternship: yesNo(row.internshipProjectExperience),
    projectDesc: row.projectDescription ?? "",
    github: row.githubLink ?? "",
    linkedin: row.linkedinLink ?? "",
    preferredRole: row.preferredRole,
    joining: row.joining,
    shifts: yesNo(row.openToShifts),
    expectedCTC: row.expectedCtc === null ? "" : String(row.expectedCtc),
    source: row.opportunitySource,
    onlineTest: yesNo(row.availableForOnlineTests),
    laptop: yesNo(row.hasLaptopInternet),
    languages: [...row.languages],
  };
}

export async function readApplicationDefaults(db: Db, user: AuthUser): Promise<ApplicationDefaults> {
  assertCandidate(user);
  const row = await readLastApplication(db, user.id);
  if (!row) return { defaults: null };
  return {
    defaults: {
      applicationId: row.id,
      jobTitle: jobTitleOf(row),
      appliedAt: row.createdAt.toISOString(),
      values: toApplicationDefaultValues(row),
      files: { resume: row.resumePath !== "", academics: row.academicDocsPath !== null },
    },
  };
}
