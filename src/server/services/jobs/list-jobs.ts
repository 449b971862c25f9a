// Lists every posted job, newest first. A named statement on the pg pool rather than Prisma: this
// runs for every jobs board view (see job-rows.ts).
import { sqlPool, type Db } from "../../../infra/db/client.js";
import type { Job } from "../../../shared/job.js";
import { toJob } from "./job-mapper.js";
import { JOB_COLUMNS, jobModelFromRow, type JobRow } from "./job-rows.js";

const SELECT_JOBS = `SELECT ${JOB_COLUMNS} FROM jobs ORDER BY jobs.created_at DESC, jobs.id DESC`;

export async function listJobs(db: Db): Promise<Job[]> {
  const { rows } = await sqlPool(db).query<JobRow>({ name: "jobs_list_all", text: SELECT_JOBS });
  const now = new Date();
  return rows.map((row) => toJob(jobModelFromRow(row), now));
}
