// A posted job's applicants for HR: the count per job (posted jobs list) and the job's newest
// applicants (its page).
import { z } from "zod";
import { applicantRowSchema } from "./applicants.js";

export const jobApplicantCountSchema = z.object({ job_id: z.number().int(), applicants: z.number().int() });
export type JobApplicantCount = z.infer<typeof jobApplicantCountSchema>;

/** The most applicants a job's page lists at once (newest first; the total says how many in all). */
export const JOB_APPLICANTS_SHOWN = 100;

export const jobApplicantsSchema = z.object({
  total: z.number().int(),
  data: z.array(applicantRowSchema),
});
export type JobApplicants = z.infer<typeof jobApplicantsSchema>;
