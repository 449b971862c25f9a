// Lists every posted job, newest first.
import type { Job } from "../../../shared/job.js";
import type { Db } from "../../db/client.js";
import { toJob } from "./job-mapper.js";

export async function listJobs(db: Db): Promise<Job[]> {
  const rows = await db.job.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const now = new Date();
  return rows.map((row) => toJob(row, now));
}
