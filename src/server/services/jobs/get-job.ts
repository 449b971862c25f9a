// Reads one job by id; a missing job is a NOT_FOUND error with the spec's text. A named statement
// on the pg pool rather than Prisma: this runs for every job page view (see job-rows.ts).
import { sqlPool, type Db } from "../../../infra/db/client.js";
import type { Job } from "../../../shared/job.js";
import { AppError } from "../../../infra/errors.js";
import { toJob } from "./job-mapper.js";
import { JOB_COLUMNS, jobModelFromRow, type JobRow } from "./job-rows.js";

const SELECT_JOB = `SELECT ${JOB_COLUMNS} FROM jobs WHERE id = $1`;

export async function getJob(db: Db, id: number): Promise<Job> {
  const { rows } = await sqlPool(db).query<JobRow>({ name: "jobs_get_by_id", text: SELECT_JOB, values: [id] });
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND", "Job not found", { reason: "JOB_NOT_FOUND" });
  return toJob(jobModelFromRow(row));
}
