// Edits a posted job with the same validated input as posting (the shared schema) and drops the
// public job cache on every instance. Its applications keep their job link and stored job title.
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import type { Job, ValidJobInput } from "../../../shared/job.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { jobData } from "./job-data.js";
import { toJob } from "./job-mapper.js";

export async function updateJob({ db, publicJobs }: Pick<Deps, "db" | "publicJobs">, id: number, input: ValidJobInput): Promise<Job> {
  const { count } = await db.job.updateMany({ where: { id }, data: jobData(input) });
  if (count === 0) throw new AppError("NOT_FOUND", HR_MESSAGES.jobNotFound, { reason: "JOB_NOT_FOUND" });
  await publicJobs.invalidate();
  const row = await db.job.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", HR_MESSAGES.jobNotFound, { reason: "JOB_NOT_FOUND" });
  return toJob(row);
}
