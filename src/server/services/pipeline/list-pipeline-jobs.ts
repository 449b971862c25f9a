// The jobs of a department, newest first, for the pipeline board's job filter (jobs' index on
// (department, created_at)). Bounded: a department posts tens of jobs, not thousands.
import type { Db } from "../../../infra/db/client.js";
import type { Department } from "../../../shared/departments.js";
import type { PipelineJob } from "../../../shared/hr/pipeline.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";

const MAX_JOBS = 500;

export function listPipelineJobs(db: Db, department: Department): Promise<PipelineJob[]> {
  return queryRows<PipelineJob>(
    db,
    Prisma.sql`SELECT id, job_title FROM jobs WHERE department = ${department}::"Department"
      ORDER BY created_at DESC, id DESC LIMIT ${MAX_JOBS}`,
  );
}
