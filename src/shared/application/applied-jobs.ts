// What a signed-in candidate has already applied for: the posted jobs, and whether a General
// Application of theirs is still in progress (a second one is refused until it is decided). The
// board marks these and the wizard will not start them; the final submit checks again.
import { GENERAL_APPLICATION_JOB_ID } from "./general-application.js";

/** `userId` says whose list it is, so a list cached for one account is never shown to another. */
export type AppliedJobs = { userId: number; jobIds: number[]; generalApplication: boolean };

export function hasAppliedFor(applied: Pick<AppliedJobs, "jobIds" | "generalApplication">, jobpostId: number): boolean {
  return jobpostId === GENERAL_APPLICATION_JOB_ID ? applied.generalApplication : applied.jobIds.includes(jobpostId);
}
