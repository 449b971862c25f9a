// getJob and listJobs read through named statements of the SQL layer (job-rows.ts); they must
// answer exactly the Job objects Prisma's rows give through job-mapper.ts, whatever the row holds.
import { describe, expect, it } from "vitest";
import { execute, sql } from "../../src/infra/db/sql.js";
import { getJob } from "../../src/server/services/jobs/get-job.js";
import { toJob } from "../../src/server/services/jobs/job-mapper.js";
import { listJobs } from "../../src/server/services/jobs/list-jobs.js";
import { createJob } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

describe("job reads through the SQL layer", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const throughPrisma = async (id: number) => toJob(await db().job.findUniqueOrThrow({ where: { id } }));

  it("answers the same job as Prisma for every job type, with and without a deadline", async () => {
    const jobs = await Promise.all([
      createJob(db(), { jobType: "Full-time", department: "Design" }),
      createJob(db(), { jobType: "Part-time", applicationDeadline: null }),
      createJob(db(), { jobType: "Contract", applicationDeadline: new Date("2020-02-29T00:00:00Z") }),
      createJob(db(), { jobType: "Internship", responsibilities: [] }),
      createJob(db(), { jobType: "Freelance", responsibilities: ['quotes " and , commas', "ünïcode"] }),
    ]);
    for (const job of jobs) expect(await getJob(db(), job.id)).toEqual(await throughPrisma(job.id));
  });

  it("reads NULL lists as empty ones, as Prisma does", async () => {
    const job = await createJob(db());
    // Prisma cannot write a NULL list; a row written outside it can hold one.
    await execute(db(), sql`UPDATE jobs SET responsibilities = NULL, preferred_skills = NULL WHERE id = ${job.id}`);
    const read = await getJob(db(), job.id);
    expect(read).toEqual(await throughPrisma(job.id));
    expect(read.responsibilities).toEqual([]);
  });

  it("lists the same jobs in the same order as Prisma", async () => {
    await Promise.all([createJob(db()), createJob(db())]);
    const rows = await db().job.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    const listed = await listJobs(db());
    // Other test files share the database: compare the jobs both reads saw.
    const inBoth = new Set(rows.map((row) => row.id).filter((id) => listed.some((job) => job.id === id)));
    expect(inBoth.size).toBeGreaterThanOrEqual(2);
    expect(listed.filter((job) => inBoth.has(job.id))).toEqual(rows.filter((row) => inBoth.has(row.id)).map((row) => toJob(row)));
  });

  it("answers NOT_FOUND for a missing job", async () => {
    await expect(getJob(db(), 2_000_000_000)).rejects.toMatchObject({ code: "NOT_FOUND", message: "Job not found" });
  });
});
