// Posts a job from HR's validated input (blank list rows already dropped by the shared schema),
// with its audit row in the same transaction, and drops the public job cache on every instance.
import type { Job, ValidJobInput } from "../../../shared/job.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { Deps } from "../../deps.js";
import { jobAuditState } from "../audit/job-audit-state.js";
import { jobData } from "./job-data.js";
import { toJob } from "./job-mapper.js";

export async function createJob(
  { db, publicJobs }: Pick<Deps, "db" | "publicJobs">,
  input: ValidJobInput,
  actorId: number | null,
): Promise<Job> {
  const row = await db.$transaction(async (tx) => {
    const created = await tx.job.create({ data: jobData(input) });
    await recordAudit(tx, { actorId, action: "job_created", targetType: "job", targetId: created.id, after: jobAuditState(created) });
    return created;
  });
  await publicJobs.invalidate();
  return toJob(row);
}
