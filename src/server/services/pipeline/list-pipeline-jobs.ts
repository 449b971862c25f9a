// The jobs of a department, newest first, for the pipeline board's job filter (jobs' index on
// (department, created_at)). Bounded: a department posts tens of jobs, not thousands.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { Department } from "../../../shared/departments.js";
import type { PipelineJob } from "../../../shared/hr/pipeline.js";

const MAX_JOBS = 500;

const jobRowSchema = z.object({ id: z.number().int(), jobTitle: z.string() });

export function listPipelineJobs(db: Db, department: Department): Promise<PipelineJob[]> {
  return selectRows(
    db,
    sql`SELECT id, job_title AS "jobTitle" FROM jobs WHERE department = ${department}::"Department"
      ORDER BY created_at DESC, id DESC LIMIT ${MAX_JOBS}`,
    jobRowSchema,
  );
}
