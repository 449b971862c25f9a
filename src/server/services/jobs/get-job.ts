// Reads one job by id; a missing job is a NOT_FOUND error with the spec's text. A named statement
// rather than Prisma: this runs for every job page view (see job-rows.ts).
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import type { Job } from "../../../shared/job.js";
import { AppError } from "../../../infra/errors.js";
import { toJob } from "./job-mapper.js";
import { JOB_COLUMNS, jobRowSchema } from "./job-rows.js";

export async function getJob(db: Db, id: number): Promise<Job> {
  const row = await selectRow(db, sql`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ${id}`, jobRowSchema, { name: "jobs_get_by_id" });
  if (!row) throw new AppError("NOT_FOUND", "Job not found", { reason: "JOB_NOT_FOUND" });
  return toJob(row);
}
