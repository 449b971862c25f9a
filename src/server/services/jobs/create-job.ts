// Posts a job from HR's validated input (blank list rows already dropped by the shared schema)
// and drops the public job cache on every instance.
import type { Job, ValidJobInput } from "../../../shared/job.js";
import type { Deps } from "../../deps.js";
import { jobData } from "./job-data.js";
import { toJob } from "./job-mapper.js";

export async function createJob({ db, publicJobs }: Pick<Deps, "db" | "publicJobs">, input: ValidJobInput): Promise<Job> {
  const row = await db.job.create({ data: jobData(input) });
  await publicJobs.invalidate();
  return toJob(row);
}
