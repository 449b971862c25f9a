// The `data` part of a multipart submission: every wizard field except the files, validated on
// the server with the same step rules the form used, plus the job extras of a job application.
import { z } from "zod";
import { idSchema, INT32_MAX, safeString, wholeNumber } from "../input.js";
import {
  declarationSchema,
  educationSchema,
  experienceSchema,
  generalQuestionsSchema,
  jobPreferencesSchema,
  locationDetailsSchema,
  personalDetailsSchema,
  requireProjectDescription,
  skillsSchema,
} from "./step-schemas.js";
import { GENERAL_APPLICATION_JOB_ID } from "./general-application.js";
import { CONSENT_TEXTS } from "../privacy.js";

const formFields = {
  ...personalDetailsSchema.shape,
  ...locationDetailsSchema.shape,
  ...educationSchema.shape,
  ...skillsSchema.shape,
  ...experienceSchema.shape,
  ...jobPreferencesSchema.shape,
  ...generalQuestionsSchema.shape,
  ...declarationSchema.shape,
};

/** An enquiry from the /enquiry page: the nine steps' values without files. */
export const enquiryDataSchema = z.object(formFields).superRefine(requireProjectDescription);
export type EnquiryData = z.output<typeof enquiryDataSchema>;

/**
 * A job application: the same values plus jobTitle, user_id, jobpost_id and the optional consent to
 * keep the profile for future openings (off unless sent; an enquiry has no account to withdraw it from).
 */
export const applicationDataSchema = z
  .object({
    ...formFields,
    futureOpenings: z.boolean({ message: CONSENT_TEXTS.futureOpeningsChoice }).default(false),
    jobTitle: safeString("Job title").trim().max(200).optional(),
    user_id: idSchema("user_id is required"),
    jobpost_id: wholeNumber("No job selected. Please apply from the Job Board.", GENERAL_APPLICATION_JOB_ID, INT32_MAX),
  })
  .superRefine(requireProjectDescription);
