// What a parsed resume gives the wizard (issue #31): the fields found, in the wizard's own names and
// as the form holds them (strings; the spec's option values for choices), so the client sets them as
// they are. Fields not found are absent. Shared by POST /api/me/resume/parse and the wizard.
import { z } from "zod";
import { LANGUAGES, QUALIFICATIONS, TECH_SKILLS } from "./options.js";

export const RESUME_FIELD_NAMES = [
  "fullName",
  "email",
  "mobile",
  "github",
  "linkedin",
  "qualification",
  "course",
  "college",
  "graduationYear",
  "marks",
  "techSkills",
  "otherTechSkills",
  "certifications",
  "languages",
  "currentCity",
] as const;
export type ResumeFieldName = (typeof RESUME_FIELD_NAMES)[number];

export const resumeFieldsSchema = z
  .object({
    fullName: z.string(),
    email: z.string(),
    /** Ten digits: +91, spaces and dashes removed. */
    mobile: z.string().regex(/^\d{10}$/),
    github: z.string(),
    linkedin: z.string(),
    qualification: z.enum(QUALIFICATIONS),
    course: z.string(),
    college: z.string(),
    /** Four digits. */
    graduationYear: z.string().regex(/^\d{4}$/),
    /** As the wizard's marks field takes it: a percentage 0–100, up to two decimals (a CGPA converted). */
    marks: z.string(),
    /** The spec's skills, "Others" when otherTechSkills is set. */
    techSkills: z.array(z.enum(TECH_SKILLS)),
    otherTechSkills: z.string(),
    certifications: z.string(),
    languages: z.array(z.enum(LANGUAGES)),
    currentCity: z.string(),
  })
  .partial();
export type ResumeFields = z.infer<typeof resumeFieldsSchema>;

export const resumeParseResponseSchema = z.object({ fields: resumeFieldsSchema });
export type ResumeParseResponse = z.infer<typeof resumeParseResponseSchema>;
