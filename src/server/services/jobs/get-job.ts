// Reads one job by id; a missing job is a NOT_FOUND error with the spec's text.
import type { Job } from "../../../shared/job.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";
import { toJob } from "./job-mapper.js";

export async function getJob(db: Db, id: number): Promise<Job> {
  const row = await db.job.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", "Job not found");
  return toJob(row);
}
