// The candidate's details on /profile (tRPC me.profile, REST GET /api/me/profile): what they entered
// on their most recent job application, read-only, and the paths that download its documents
// (their own only). `details` is null until they have applied.
import { z } from "zod";
import { ANSWER_FIELDS } from "../answer-fields.js";

export const MY_PROFILE_TEXTS = {
  empty: "Apply for a job and your details will appear here.",
  downloadFailed: "The document could not be downloaded. Please try again.",
} as const;

/** The two uploads of an application (the wizard's step 8). */
export const MY_DOCUMENT_KINDS = ["resume", "academics"] as const;
export type MyDocumentKind = (typeof MY_DOCUMENT_KINDS)[number];

/** Downloads one of the candidate's own uploads (a PDF attachment); needs the Authorization header. */
export function myDocumentPath(applicationId: number, kind: MyDocumentKind): string {
  return `/api/me/applications/${applicationId}/${kind}`;
}

const personalSchema = z
  .object(ANSWER_FIELDS)
  .pick({ fullName: true, email: true, mobileNumber: true, currentCity: true, homeTown: true, linkedinLink: true, githubLink: true })
  .extend({ alternateNumber: z.string().nullable(), resumePath: z.string(), academicDocsPath: z.string().nullable() });

const educationSchema = z.object({
  qualification: z.string(),
  course: z.string(),
  college: z.string(),
  affiliatedUniversity: z.string().nullable(),
  yearOfPassing: z.number().int(),
  /** Aggregate marks or CGPA, as entered. */
  marks: z.number(),
  allSemestersCleared: z.boolean(),
});

const additionalInfoSchema = z.object({
  /** The wizard's skills with "Others" replaced by what was typed there. */
  skills: z.array(z.string()),
  certifications: z.string().nullable(),
  projectDescription: z.string().nullable(),
  preferredRole: z.string(),
  languages: z.array(z.string()),
});

export const myProfileDetailsSchema = z.object({
  /** The application the details come from. */
  application: z.object({ id: z.number().int(), jobTitle: z.string(), appliedAt: z.string() }),
  personal: personalSchema,
  education: educationSchema,
  additionalInfo: additionalInfoSchema,
});
export type MyProfileDetails = z.infer<typeof myProfileDetailsSchema>;

export const myProfileAnswerSchema = z.object({ details: myProfileDetailsSchema.nullable() });
export type MyProfileAnswer = z.infer<typeof myProfileAnswerSchema>;
