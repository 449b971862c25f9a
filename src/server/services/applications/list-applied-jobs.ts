// The jobs a signed-in candidate has already applied for, and whether their General Application is
// still in progress: what the board marks and what the wizard checks before its first step.
import type { Db } from "../../../infra/db/client.js";
import type { AppliedJobs } from "../../../shared/application/applied-jobs.js";
import { blockingApplications } from "./blocking-applications.js";

export async function listAppliedJobs(db: Db, userId: number): Promise<AppliedJobs> {
  const rows = await db.application.findMany({ where: blockingApplications(userId), select: { jobId: true } });
  const jobIds = rows.flatMap((row) => (row.jobId === null ? [] : [row.jobId]));
  return { userId, jobIds, generalApplication: rows.length > jobIds.length };
}
