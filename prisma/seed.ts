// Idempotent demo data: fills an empty jobs table with the demo jobs and leaves a used one alone,
// so jobs HR deleted do not come back on the next start. `-- --applicants N --candidates N` also
// adds N job applications and N enquiries (realistic volumes for HR's lists and the benchmark).
import { parseArgs } from "node:util";
import { createDb, type Db } from "../src/infra/db/client.js";
import { getEnv } from "../src/infra/env.js";
import { identifierKeyRing } from "../src/infra/privacy/identifier-cipher.js";
import { jobTypeToDb } from "../src/server/services/jobs/job-mapper.js";
import { DEFAULT_COMPANY } from "../src/shared/job.js";
import { seedApplications } from "./seed-data/applications.js";
import { EQUAL_OPPORTUNITY, HOW_TO_APPLY, SEED_JOBS } from "./seed-data/jobs.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedJobs(db: Db, now: Date = new Date()): Promise<number> {
  if ((await db.job.count()) > 0) return 0;
  const { count } = await db.job.createMany({
    data: SEED_JOBS.map((job, index) => ({
      jobTitle: job.jobTitle,
      company: DEFAULT_COMPANY,
      department: job.department,
      jobType: jobTypeToDb(job.jobType),
      location: job.location,
      salaryRange: job.salaryRange,
      jobSummary: job.jobSummary,
      experienceLevel: job.experienceLevel,
      applicationDeadline: new Date(now.getTime() + job.deadlineInDays * DAY_MS),
      equalOpportunityStatement: EQUAL_OPPORTUNITY,
      howToApply: HOW_TO_APPLY,
      responsibilities: job.responsibilities,
      requiredQualifications: job.requiredQualifications,
      preferredSkills: job.preferredSkills,
      // Spread creation times so "newest first" has a stable, realistic order.
      createdAt: new Date(now.getTime() - index * DAY_MS),
    })),
  });
  return count;
}

const MAX_SEED_ROWS = 1_000_000;

function countOption(name: string, value: string | undefined): number {
  if (value === undefined) return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEED_ROWS) {
    console.error(`--${name} must be a whole number from 0 to ${MAX_SEED_ROWS}`);
    process.exit(2);
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { applicants: { type: "string" }, candidates: { type: "string" } } });
  const counts = { applicants: countOption("applicants", values.applicants), candidates: countOption("candidates", values.candidates) };
  const env = getEnv();
  const db = createDb(env.DATABASE_URL);
  try {
    const added = await seedJobs(db);
    console.log(added ? `seeded ${added} jobs` : "jobs already present: demo jobs not added");
    if (counts.applicants + counts.candidates > 0) {
      const started = performance.now();
      await seedApplications(db, identifierKeyRing(env), counts);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`added ${counts.applicants} job applications and ${counts.candidates} enquiries in ${seconds} s`);
    }
  } finally {
    await db.$disconnect();
  }
}
