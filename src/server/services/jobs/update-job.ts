// Edits a posted job with the same validated input as posting (the shared schema), with its audit
// row (title, department, type before and after) in the same transaction, and drops the public job
// cache on every instance. Its applications keep their job link and stored job title.
import { z } from "zod";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import type { Job, ValidJobInput } from "../../../shared/job.js";
import type { Deps } from "../../deps.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { JOB_AUDIT_SELECT, jobAuditState } from "../audit/job-audit-state.js";
import { jobData } from "./job-data.js";
import { toJob } from "./job-mapper.js";

function jobNotFound(): AppError {
  return new AppError("NOT_FOUND", HR_MESSAGES.jobNotFound, { reason: "JOB_NOT_FOUND" });
}

export async function updateJob(
  { db, publicJobs }: Pick<Deps, "db" | "publicJobs">,
  id: number,
  input: ValidJobInput,
  actorId: number | null,
): Promise<Job> {
  const row = await db.$transaction(async (tx) => {
    // FOR UPDATE: the "before" is the state this edit replaces, not one a concurrent edit replaced.
    const locked = await selectRow(tx, sql`SELECT id FROM jobs WHERE id = ${id} FOR UPDATE`, z.object({ id: z.number().int() }));
    const old = locked ? await tx.job.findUnique({ where: { id }, select: JOB_AUDIT_SELECT }) : null;
    if (!old) throw jobNotFound();
    const updated = await tx.job.update({ where: { id }, data: jobData(input) });
    await recordAudit(tx, {
      actorId,
      action: "job_updated",
      targetType: "job",
      targetId: id,
      before: jobAuditState(old),
      after: jobAuditState(updated),
    });
    return updated;
  });
  await publicJobs.invalidate();
  return toJob(row);
}
