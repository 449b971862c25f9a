// Deletes a posted job (its applications stay; the foreign key clears their job link) and drops
// the public job cache on every instance.
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";

export async function deleteJob({ db, publicJobs }: Pick<Deps, "db" | "publicJobs">, id: number): Promise<void> {
  const { count } = await db.job.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("NOT_FOUND", "Job not found", { reason: "JOB_NOT_FOUND" });
  await publicJobs.invalidate();
}
