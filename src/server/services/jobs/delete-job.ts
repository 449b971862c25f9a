// Deletes a posted job (its applications stay; the foreign key clears their job link), with its
// audit row in the same transaction, and drops the public job cache on every instance.
import type { Deps } from "../../deps.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { JOB_AUDIT_SELECT, jobAuditState } from "../audit/job-audit-state.js";

export async function deleteJob({ db, publicJobs }: Pick<Deps, "db" | "publicJobs">, id: number, actorId: number | null): Promise<void> {
  await db.$transaction(async (tx) => {
    const job = await tx.job.findUnique({ where: { id }, select: JOB_AUDIT_SELECT });
    const { count } = job ? await tx.job.deleteMany({ where: { id } }) : { count: 0 };
    if (!job || count === 0) throw new AppError("NOT_FOUND", "Job not found", { reason: "JOB_NOT_FOUND" });
    await recordAudit(tx, { actorId, action: "job_deleted", targetType: "job", targetId: id, before: jobAuditState(job) });
  });
  await publicJobs.invalidate();
}
