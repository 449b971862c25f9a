// Which of a user's applications stand in the way of applying again: any not withdrawn for a posted
// job (once per job, which the partial unique index backs up) and a General Application still in
// progress. A withdrawn one is neither (the withdrawal mail invites the candidate to apply again), nor
// is a row whose job was deleted (its job id cleared).
import type { Prisma } from "../../../infra/db/generated/client.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";

export function blockingApplications(userId: number): Prisma.ApplicationWhereInput {
  return {
    userId,
    withdrawnAt: null,
    OR: [{ jobId: { not: null } }, { jobId: null, jobTitle: GENERAL_APPLICATION_TITLE, roundStatus: "in_progress" }],
  };
}
