// Lists every posted job, newest first. A named statement rather than Prisma: this runs for every
// jobs board view (see job-rows.ts).
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { Job } from "../../../shared/job.js";
import { toJob } from "./job-mapper.js";
import { JOB_COLUMNS, jobRowSchema } from "./job-rows.js";

const SELECT_JOBS = sql`SELECT ${JOB_COLUMNS} FROM jobs ORDER BY created_at DESC, id DESC`;

export async function listJobs(db: Db): Promise<Job[]> {
  const rows = await selectRows(db, SELECT_JOBS, jobRowSchema, { name: "jobs_list_all" });
  const now = new Date();
  return rows.map((row) => toJob(row, now));
}
