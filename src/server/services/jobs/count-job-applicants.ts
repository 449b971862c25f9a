// How many job applications each posted job has (HR's posted jobs list); jobs without any are absent.
import type { Db } from "../../../infra/db/client.js";
import type { JobApplicantCount } from "../../../shared/hr/job-applicants.js";

export async function countJobApplicants(db: Db): Promise<JobApplicantCount[]> {
  const groups = await db.application.groupBy({
    by: ["jobId"],
    where: { source: "job_application", jobId: { not: null } },
    _count: { _all: true },
  });
  return groups.flatMap((group) => (group.jobId === null ? [] : [{ job_id: group.jobId, applicants: group._count._all }]));
}
