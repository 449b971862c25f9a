// The candidate's details for /profile (tRPC me.profile, GET /api/me/profile): what they entered on
// their most recent job application that still holds its personal data (not erased), read-only.
// Never the identity numbers (Aadhaar, PAN, passport): they stay in "Download my data" rather than
// on a page anyone nearby sees.
import { allSkills } from "../../../infra/application-profile.js";
import type { Db } from "../../../infra/db/client.js";
import { myDocumentPath, type MyProfileAnswer, type MyProfileDetails } from "../../../shared/me/profile.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "./candidate-only.js";
import { jobTitleOf } from "./my-application-mapper.js";
import { readLastApplication, type LastApplication } from "./read-last-application.js";

function toMyProfileDetails(row: LastApplication): MyProfileDetails {
  return {
    application: { id: row.id, jobTitle: jobTitleOf(row), appliedAt: row.createdAt.toISOString() },
    personal: {
      fullName: row.fullName,
      email: row.email,
      mobileNumber: row.mobileNumber,
      alternateNumber: row.alternateNumber,
      currentCity: row.currentCity,
      homeTown: row.homeTown,
      linkedinLink: row.linkedinLink,
      githubLink: row.githubLink,
      resumePath: myDocumentPath(row.id, "resume"),
      academicDocsPath: row.academicDocsPath ? myDocumentPath(row.id, "academics") : null,
    },
    education: {
      qualification: row.highestQualification,
      course: row.courseName,
      college: row.collegeUniversity,
      affiliatedUniversity: row.affiliatedUniversity,
      yearOfPassing: row.yearOfPassing,
      marks: row.aggregateMarks.toNumber(),
      allSemestersCleared: row.allSemestersCleared,
    },
    additionalInfo: {
      skills: allSkills(row),
      certifications: row.certificateName,
      projectDescription: row.projectDescription,
      preferredRole: row.preferredRole,
      languages: row.languages,
    },
  };
}

export async function readMyProfile(db: Db, user: AuthUser): Promise<MyProfileAnswer> {
  assertCandidate(user);
  const row = await readLastApplication(db, user.id);
  return { details: row ? toMyProfileDetails(row) : null };
}
