// Deletes a posted job; its applications stay (their job link is cleared by the foreign key).
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";

export async function deleteJob(db: Db, id: number): Promise<void> {
  const { count } = await db.job.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("NOT_FOUND", "Job not found");
}
