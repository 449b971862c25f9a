// Each answer's label and the step it is asked on, written once for the steps' fields and the
// Declaration step's summary, so a label cannot differ between where it is asked and where it is shown.
import type { ApplicationFormValues } from "../../../shared/application/form-values";

export type AnswerName = keyof ApplicationFormValues;

export const FIELD_LABELS = {
  fullName: "Full Name",
  dob: "Date of Birth",
  gender: "Gender",
  mobile: "Mobile Number",
  altMobile: "Alternate Contact Number",
  email: "Email",
  currentCity: "Current City",
  homeTown: "Home Town",
  willingToRelocate: "Willing to relocate?",
  qualification: "Highest Qualification",
  course: "Course Name",
  college: "College/University",
  affiliatedUniv: "Affiliated University",
  graduationYear: "Year of Passing",
  marks: "Aggregate Marks/CGPA",
  allSemCleared: "All semesters cleared?",
  techSkills: "Technical/Domain Skills",
  otherTechSkills: "Other skills (comma-separated)",
  certifications: "Certifications",
  hasInternship: "Do you have internship or project experience?",
  projectDesc: "Describe your internship or project",
  github: "GitHub",
  linkedin: "LinkedIn",
  preferredRole: "Preferred Role",
  expectedCTC: "Expected CTC (₹ per year)",
  joining: "Can you join immediately?",
  shifts: "Open to working in shifts?",
  source: "How did you hear about this opportunity?",
  onlineTest: "Available for online tests?",
  laptop: "Do you have a laptop and internet?",
  languages: "Languages",
  aadhar: "Aadhar Number",
  pan: "PAN",
  passport: "Passport Number",
  resume: "Resume",
  academics: "Academic Documents",
  agree: "Declaration",
  futureOpenings: "Keep my profile for future openings",
} as const satisfies Record<AnswerName, string>;

/** The answers of steps 0 to 7 in the order each step asks them; the Declaration (8) asks its own two. */
export const STEP_FIELDS: readonly (readonly AnswerName[])[] = [
  ["fullName", "dob", "gender", "mobile", "altMobile", "email"],
  ["currentCity", "homeTown", "willingToRelocate"],
  ["qualification", "course", "college", "affiliatedUniv", "graduationYear", "marks", "allSemCleared"],
  ["techSkills", "otherTechSkills", "certifications"],
  ["hasInternship", "projectDesc", "github", "linkedin"],
  ["preferredRole", "expectedCTC", "joining", "shifts"],
  ["source", "onlineTest", "laptop", "languages", "aadhar", "pan", "passport"],
  ["resume", "academics"],
];
