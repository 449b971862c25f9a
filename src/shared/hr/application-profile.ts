// An application's profile as HR's views show it: the one definition the enquiry and the applicant
// detail both extend (infra/application-profile.ts converts a row to it).
import { z } from "zod";
import { ANSWER_FIELDS } from "../answer-fields.js";

export const applicationProfileSchema = z.object({
  ...ANSWER_FIELDS,
  alternateContactNumber: z.string().nullable(),
  /** Null once the application's personal data is erased. */
  dateOfBirth: z.string().nullable(),
  /** HR-only download paths (never a public URL). */
  resumePath: z.string().nullable(),
  academicDocsPath: z.string().nullable(),
  immediateJoining: z.boolean(),
  /** Masked to the last four (`XXXX XXXX 1234`); the full number only through the reveal, one at a time. */
  aadharNumber: z.string().nullable(),
  panNo: z.string().nullable(),
  passportAvailable: z.boolean(),
  passportNumber: z.string().nullable(),
});
export type ApplicationProfile = z.infer<typeof applicationProfileSchema>;
