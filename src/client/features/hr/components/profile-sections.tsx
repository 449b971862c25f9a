// The sections of an application's profile that HR's views share (spec doc 2 §2): one definition
// of their titles, labels and formatting, for the applicant detail modal and the enquiry profile page.
import type { ApplicationProfile } from "../../../../shared/hr/application-profile";
import type { Fact } from "./detail-sections";
import { DocumentButton } from "./document-button";
import { identifierFacts } from "./identifier-value";
import { formatBirthDate, percent, yesNo } from "../lib/format";

type ProfileSection = [title: string, facts: Fact[]];

function personalDetails(profile: ApplicationProfile): ProfileSection {
  return [
    "Personal Details",
    [
      ["Full name", profile.fullName],
      ["Date of birth", formatBirthDate(profile.dateOfBirth)],
      ["Gender", profile.gender],
      ["Mobile number", profile.mobileNumber],
      ["Alternate contact number", profile.alternateContactNumber],
      ["Email", profile.email],
    ],
  ];
}

function locationDetails(profile: ApplicationProfile): ProfileSection {
  return [
    "Location Details",
    [
      ["Current city", profile.currentCity],
      ["Home town", profile.homeTown],
      ["Willing to relocate", yesNo(profile.willingToRelocate)],
    ],
  ];
}

function educationalBackground(profile: ApplicationProfile): ProfileSection {
  return [
    "Educational Background",
    [
      ["Highest qualification", profile.highestQualification],
      ["Course", profile.courseName],
      ["College / University", profile.collegeUniversity],
      ["Affiliated university", profile.affiliatedUniversity],
      ["Year of passing", String(profile.yearOfPassing)],
      ["Aggregate marks", percent(profile.aggregateMarks)],
      ["All semesters cleared", yesNo(profile.allSemestersCleared)],
    ],
  ];
}

/** The masked identity numbers of application `applicationId`, each with its Reveal. */
export function identityFacts(applicationId: number, profile: ApplicationProfile): Fact[] {
  return identifierFacts(
    applicationId,
    { aadhar: profile.aadharNumber, pan: profile.panNo, passport: profile.passportNumber },
    profile.passportAvailable,
  );
}

/**
 * The profile, section by section: personal, location and education, then the view's own sections
 * (`between`), then the documents with the view's own facts after them (`afterDocuments`).
 */
export function profileSections(
  profile: ApplicationProfile,
  { between = [], afterDocuments = [] }: { between?: ProfileSection[]; afterDocuments?: Fact[] } = {},
): ProfileSection[] {
  return [
    personalDetails(profile),
    locationDetails(profile),
    educationalBackground(profile),
    ...between,
    [
      "Resume & Documents",
      [
        ["Resume", <DocumentButton key="resume" path={profile.resumePath} label="Resume" />],
        ["Academic documents", <DocumentButton key="academics" path={profile.academicDocsPath} label="Academic documents" />],
        ...afterDocuments,
      ],
    ],
  ];
}
