// "Start from my last application" (issue #31): the signed-in candidate's previous job application's
// answers, as the wizard's form holds them, and whether its files can be reused. The answer of REST
// GET /api/me/application-defaults and tRPC me.applicationDefaults. Identity numbers, the declaration
// and the optional consent are never carried: each application asks for them afresh.
import { z } from "zod";

/** The form fields an application's defaults never carry. */
export const FIELDS_ASKED_AFRESH = ["aadhar", "pan", "passport", "agree", "futureOpenings"] as const;

const text = z.string();

export const applicationDefaultValuesSchema = z.object({
  fullName: text,
  dob: text.describe("YYYY-MM-DD"),
  gender: text,
  mobile: text,
  altMobile: text,
  email: text,
  currentCity: text,
  homeTown: text,
  willingToRelocate: text,
  qualification: text,
  course: text,
  college: text,
  affiliatedUniv: text,
  graduationYear: text,
  marks: text,
  allSemCleared: text,
  techSkills: z.array(text),
  otherTechSkills: text,
  certifications: text,
  hasInternship: text,
  projectDesc: text,
  github: text,
  linkedin: text,
  preferredRole: text,
  joining: text,
  shifts: text,
  expectedCTC: text,
  source: text,
  onlineTest: text,
  laptop: text,
  languages: z.array(text),
});
/** ApplicationFormData without FIELDS_ASKED_AFRESH (read-application-defaults.ts checks they agree). */
export type ApplicationDefaultValues = z.infer<typeof applicationDefaultValuesSchema>;

export const applicationDefaultsSchema = z.object({
  defaults: z
    .object({
      applicationId: z.number().int(),
      jobTitle: z.string(),
      appliedAt: z.string().describe("ISO 8601"),
      values: applicationDefaultValuesSchema,
      files: z
        .object({ resume: z.boolean(), academics: z.boolean() })
        .describe("Whether the previous application's resume / academic documents exist (GET /api/me/applications/:id/resume|academics)"),
    })
    .nullable()
    .describe("null when the candidate has no previous job application"),
});
export type ApplicationDefaults = z.infer<typeof applicationDefaultsSchema>;
