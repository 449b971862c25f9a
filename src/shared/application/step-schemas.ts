// One zod schema per wizard step with the spec's exact messages (doc 2 §5). The form validates
// the current step with them; the server re-validates the same rules through submission.ts.
import { z } from "zod";
import { isCalendarDate, isHttpLink, safeString, withScheme } from "../input.js";
import { DEFAULT_UPLOAD_MAX_MB, notPdfMessage, RESUME_REQUIRED, tooLargeMessage, type UploadField } from "./files.js";
import { DOB_MAX, GENDERS, JOINING_OPTIONS, LANGUAGES, QUALIFICATIONS, SOURCE_OPTIONS, TECH_SKILLS, YES_NO } from "./options.js";
import { hasValidVerhoeffDigit } from "./verhoeff.js";

export const REQUIRED = "This field is required";
export const MARKS_MESSAGE = "Marks must be between 0 and 100";
/** Up to two decimals; three integer digits so the spec's 101 bound on the step check is reachable. */
const MARKS_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const PASSPORT_PATTERN = /^[A-Z0-9]{8,9}$/;
const AADHAR_PATTERN = /^\d{12}$/;
const MAX_CTC = 10_000_000;

/**
 * The spec's format message, then UIDAI's numbering rules: no Aadhaar number starts with 0 or 1, and
 * its last digit is a Verhoeff check digit (a mistyped or swapped digit breaks it).
 */
export const AADHAR_MESSAGES = {
  format: "Aadhar must be 12 digits",
  firstDigit: "Aadhar number is not valid: no Aadhar number starts with 0 or 1",
  checkDigit: "Aadhar number is not valid: its check digit does not match; please check for a typo",
} as const;

/** The spec's "<Label> is required" message names the field. */
function requiredText(label: string, max = 200) {
  const message = `${label} is required`;
  return safeString(label, { message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

function optionalText(label: string, max: number) {
  return safeString(label).trim().max(max, `Must be at most ${max} characters`).optional();
}

/**
 * A profile link as typed: blank, or a web address once a missing scheme is read as https:// (as HR
 * opens it): http(s), no user name or password in it, and a host that is a domain name, so
 * "notaurl" or "localhost" is refused.
 */
export function isProfileLink(value: string): boolean {
  const link = withScheme(value);
  if (!isHttpLink(link)) return false;
  const url = new URL(link);
  return url.username === "" && url.password === "" && /\.[a-z]{2,}$/i.test(url.hostname);
}

function optionalLink(label: string) {
  return optionalText(label, 300).refine((value) => !value || isProfileLink(value), "Please enter a valid link");
}

/** Birth dates before 1900 are typing slips (0000-01-01 is no date Postgres stores); DOB_MAX bounds the end. */
const DOB_YEARS = { minYear: 1900, maxYear: 9999 };

/** An optional input: empty is fine, anything else must match. */
function optionalMatching(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || pattern.test(value), message)
    .optional();
}

/** The first rule a typed Aadhar number breaks, if any (blank breaks none: the field is optional). */
function aadharProblem(value: string): string | undefined {
  if (value === "") return undefined;
  if (!AADHAR_PATTERN.test(value)) return AADHAR_MESSAGES.format;
  if (/^[01]/.test(value)) return AADHAR_MESSAGES.firstDigit;
  return hasValidVerhoeffDigit(value) ? undefined : AADHAR_MESSAGES.checkDigit;
}

const aadharNumber = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = aadharProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .optional();

const yesNo = z.enum(YES_NO, { message: REQUIRED });

function isRealDate(value: string): boolean {
  return isCalendarDate(value, DOB_YEARS);
}

export function isMarksWithin(value: string, max: number): boolean {
  return MARKS_PATTERN.test(value) && Number(value) >= 0 && Number(value) <= max;
}

/** The marks field's on-blur check, which uses 100 where the step check uses 101. */
export function marksBlurError(value: string): string | undefined {
  return value === "" || isMarksWithin(value, 100) ? undefined : MARKS_MESSAGE;
}

export const personalDetailsSchema = z.object({
  fullName: requiredText("Full Name"),
  dob: requiredText("Date of Birth")
    .refine((value) => value === "" || isRealDate(value), "Enter a valid date")
    .refine((value) => value === "" || !isRealDate(value) || value <= DOB_MAX, "Date of Birth must be on or before 31-12-2020"),
  gender: z.enum(GENDERS, { message: "Gender is required" }),
  mobile: requiredText("Mobile Number").refine((value) => value === "" || /^\d{10}$/.test(value), "Enter valid 10-digit number"),
  altMobile: optionalMatching(/^\d{10}$/, "Enter valid 10-digit number"),
  email: requiredText("Email", 254).refine((value) => value === "" || z.email().safeParse(value).success, "Email is invalid"),
});

export const locationDetailsSchema = z.object({
  currentCity: requiredText("Current City"),
  homeTown: requiredText("Home Town"),
  willingToRelocate: yesNo,
});

export const educationSchema = z.object({
  qualification: z.enum(QUALIFICATIONS, { message: "Qualification is required" }),
  course: requiredText("Course Name"),
  college: requiredText("College/University"),
  affiliatedUniv: optionalText("Affiliated University", 200),
  // The spec keeps a message that says 2025 while the bound is 2030.
  graduationYear: requiredText("Year of Passing").refine(
    (value) => value === "" || (/^\d{4}$/.test(value) && Number(value) >= 1050 && Number(value) <= 2030),
    "Year must be between 1050 and 2025",
  ),
  marks: requiredText("Aggregate Marks/CGPA").refine((value) => value === "" || isMarksWithin(value, 101), MARKS_MESSAGE),
  allSemCleared: yesNo,
});

export const skillsSchema = z.object({
  techSkills: z
    .array(z.enum(TECH_SKILLS, { message: "Select skills from the list" }), { message: "Select at least one skill" })
    .min(1, "Select at least one skill"),
  otherTechSkills: optionalText("Other skills", 500),
  certifications: optionalText("Certifications", 500),
});

type InternshipFields = { hasInternship?: string; projectDesc?: string | undefined };

/** Step 4's cross-field rule, shared by the step schema and the whole submission. */
export function requireProjectDescription(values: InternshipFields, ctx: z.RefinementCtx): void {
  if (values.hasInternship === "Yes" && !values.projectDesc?.trim()) {
    ctx.addIssue({ code: "custom", path: ["projectDesc"], message: "Description required" });
  }
}

export const experienceSchema = z
  .object({
    hasInternship: yesNo,
    projectDesc: optionalText("Project description", 2000),
    github: optionalLink("GitHub link"),
    linkedin: optionalLink("LinkedIn link"),
  })
  .superRefine(requireProjectDescription);

export const jobPreferencesSchema = z.object({
  preferredRole: requiredText("Preferred Role"),
  joining: z.enum(JOINING_OPTIONS, { message: REQUIRED }),
  shifts: yesNo,
  expectedCTC: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (/^\d+$/.test(value) && Number(value) <= MAX_CTC),
      "CTC must be an integer between 0 and 1,00,00,000",
    )
    .optional(),
});

export const generalQuestionsSchema = z.object({
  source: z.enum(SOURCE_OPTIONS, { message: REQUIRED }),
  onlineTest: yesNo,
  laptop: yesNo,
  languages: z.array(z.enum(LANGUAGES, { message: "Select languages from the list" })).optional(),
  aadhar: aadharNumber,
  pan: optionalMatching(PAN_PATTERN, "PAN must be 10 characters (e.g., ABCDE1234F)"),
  passport: optionalMatching(PASSPORT_PATTERN, "Passport should be 8-9 alphanumeric characters"),
});

/** What the form knows of a chosen file before it is sent (a browser File satisfies it). */
export type ChosenFile = { name: string; size: number; type: string };

function isChosenFile(value: unknown): value is ChosenFile {
  return typeof value === "object" && value !== null && "name" in value && "size" in value && "type" in value;
}

function chosenPdf(field: UploadField) {
  return z
    .custom<ChosenFile>(isChosenFile, field === "resume" ? RESUME_REQUIRED : notPdfMessage(field))
    .refine((file) => file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf"), notPdfMessage(field))
    .refine((file) => file.size <= DEFAULT_UPLOAD_MAX_MB * 1024 * 1024, tooLargeMessage(DEFAULT_UPLOAD_MAX_MB));
}

export const documentsSchema = z.object({
  resume: chosenPdf("resume"),
  academics: chosenPdf("academics").nullable().optional(),
});

export const declarationSchema = z.object({
  agree: z.literal(true, { message: "You must agree to the declaration" }),
});

/** The nine step schemas, indexed 0 to 8 like the wizard's steps. */
export const STEP_SCHEMAS = [
  personalDetailsSchema,
  locationDetailsSchema,
  educationSchema,
  skillsSchema,
  experienceSchema,
  jobPreferencesSchema,
  generalQuestionsSchema,
  documentsSchema,
  declarationSchema,
] as const;
