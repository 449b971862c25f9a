// The profile columns both HR exports share, with the headers HR's detail views show, built on the
// one conversion those views use (infra/application-profile.ts).
import { z } from "zod";
import { allSkills, toApplicationProfile } from "../../../infra/application-profile.js";
import { ANSWER_FIELDS, STORED_SKILL_AND_PAY_FIELDS } from "../../../shared/answer-fields.js";
import { IDENTIFIER_KINDS } from "../../../shared/application/identifiers.js";
import type { CsvColumn } from "./csv-stream.js";

/**
 * A row of PROFILE_SQL_COLUMNS (Prisma's field names; the marks as a double): a plain object schema,
 * no transforms, so the SQL layer's compiled parser models all of it (an export parses up to 100k
 * rows: interpreted, these ~45 fields cost an export 14–23 % more server CPU; compiled, 2–9 %).
 */
export const PROFILE_ROW = z.object({
  id: z.number().int(),
  ...ANSWER_FIELDS,
  ...STORED_SKILL_AND_PAY_FIELDS,
  alternateNumber: z.string().nullable(),
  dateOfBirth: z.date(),
  resumePath: z.string(),
  academicDocsPath: z.string().nullable(),
  joining: z.string(),
  /** The identity numbers' last four characters (never the numbers: they are shown masked). */
  identifiers: z.array(z.object({ kind: z.enum(IDENTIFIER_KINDS), last4: z.string() })),
  createdAt: z.date(),
  erasedAt: z.date().nullable(),
});
export type ProfileExportRow = z.infer<typeof PROFILE_ROW>;

type Profile = ReturnType<typeof toApplicationProfile> & { skills: string[] };

/** The converted profile; a document is only said to be there (its download needs an HR token). */
export function exportProfile(row: ProfileExportRow): Profile {
  return { ...toApplicationProfile(row, (_id, kind) => kind), skills: allSkills(row) };
}

const list = (values: string[]) => values.join("; ");

const COLUMNS: CsvColumn<Profile>[] = [
  { header: "Full Name", value: (p) => p.fullName },
  { header: "Email", value: (p) => p.email },
  { header: "Mobile Number", value: (p) => p.mobileNumber },
  { header: "Alternate Contact Number", value: (p) => p.alternateContactNumber },
  { header: "Date of Birth", value: (p) => p.dateOfBirth },
  { header: "Gender", value: (p) => p.gender },
  { header: "Current City", value: (p) => p.currentCity },
  { header: "Home Town", value: (p) => p.homeTown },
  { header: "Willing to Relocate", value: (p) => p.willingToRelocate },
  { header: "Highest Qualification", value: (p) => p.highestQualification },
  { header: "Course", value: (p) => p.courseName },
  { header: "College / University", value: (p) => p.collegeUniversity },
  { header: "Affiliated University", value: (p) => p.affiliatedUniversity },
  { header: "Year of Passing", value: (p) => p.yearOfPassing },
  { header: "Aggregate Marks (%)", value: (p) => p.aggregateMarks },
  { header: "All Semesters Cleared", value: (p) => p.allSemestersCleared },
  { header: "Skills", value: (p) => list(p.skills) },
  { header: "Languages", value: (p) => list(p.languages) },
  { header: "Certificate", value: (p) => p.certificateName },
  { header: "Internship / Project Experience", value: (p) => p.internshipProjectExperience },
  { header: "Project Description", value: (p) => p.projectDescription },
  { header: "Preferred Role", value: (p) => p.preferredRole },
  { header: "Expected CTC (₹ per year)", value: (p) => p.expectedCtc },
  { header: "Immediate Joining", value: (p) => p.immediateJoining },
  { header: "Open to Shifts", value: (p) => p.openToShifts },
  { header: "Available for Online Tests", value: (p) => p.availableForOnlineTests },
  { header: "Has Laptop and Internet", value: (p) => p.hasLaptopInternet },
  { header: "Opportunity Source", value: (p) => p.opportunitySource },
  { header: "LinkedIn", value: (p) => p.linkedinLink },
  { header: "GitHub", value: (p) => p.githubLink },
  // Masked as HR's views show them (XXXX XXXX 1234): a file travels further than a screen.
  { header: "Aadhar Number", value: (p) => p.aadharNumber },
  { header: "PAN", value: (p) => p.panNo },
  { header: "Passport Available", value: (p) => p.passportAvailable },
  { header: "Passport Number", value: (p) => p.passportNumber },
  { header: "Resume Uploaded", value: (p) => p.resumePath !== null },
  { header: "Academic Documents Uploaded", value: (p) => p.academicDocsPath !== null },
];

/** The profile columns for a list whose rows carry their converted profile. */
export function profileColumns<Row extends { profile: Profile }>(): CsvColumn<Row>[] {
  return COLUMNS.map(({ header, value }) => ({ header, value: (row) => value(row.profile) }));
}
