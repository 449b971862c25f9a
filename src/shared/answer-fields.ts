// The answers an application keeps as the candidate gave them: the same names and types in the
// database row, HR's profile views and the candidate's own profile, so each schema spreads these.
import { z } from "zod";

export const ANSWER_FIELDS = {
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  currentCity: z.string(),
  homeTown: z.string(),
  gender: z.string(),
  willingToRelocate: z.boolean(),
  /** As typed on the application: may lack its https:// scheme. */
  linkedinLink: z.string().nullable(),
  githubLink: z.string().nullable(),
  highestQualification: z.string(),
  courseName: z.string(),
  collegeUniversity: z.string(),
  affiliatedUniversity: z.string().nullable(),
  yearOfPassing: z.number().int(),
  /** Percentage. */
  aggregateMarks: z.number(),
  allSemestersCleared: z.boolean(),
  certificateName: z.string().nullable(),
  internshipProjectExperience: z.boolean(),
  projectDescription: z.string().nullable(),
  preferredRole: z.string(),
  openToShifts: z.boolean(),
  opportunitySource: z.string(),
  availableForOnlineTests: z.boolean(),
  hasLaptopInternet: z.boolean(),
  languages: z.array(z.string()),
};

/** Answers the applicant detail and the exports take as stored; the enquiry merges the skills and names the pay expectedCTC. */
export const STORED_SKILL_AND_PAY_FIELDS = {
  techSkills: z.array(z.string()),
  otherTechSkills: z.string().nullable(),
  /** Rupees per year. */
  expectedCtc: z.number().int().nullable(),
};
