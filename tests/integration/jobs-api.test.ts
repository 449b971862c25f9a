import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedJobs } from "../../prisma/seed.js";
import { SEED_JOBS } from "../../prisma/seed-data/jobs.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { jobSchema } from "../../src/shared/job.js";
import { createJob } from "../helpers/factories.js";
import { createTestDatabase, dropTestDatabase } from "../helpers/test-database.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

describe("jobs through REST and tRPC", () => {
  let testApp: TestApp;
  let databaseUrl: string;

  // A database of its own: the demo jobs go only into an empty jobs table, and other test files
  // of the run create jobs in the shared one.
  beforeAll(async () => {
    databaseUrl = await createTestDatabase("jobs");
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
    await seedJobs(testApp.deps.db);
  });

  afterAll(async () => {
    await testApp.close();
    await dropTestDatabase(databaseUrl);
  });

  it("GET /api/jobs returns the seeded jobs with snake_case fields", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/jobs" });
    expect(res.statusCode).toBe(200);
    const jobs = res.json() as unknown[];
    const titles = jobs.map((j) => jobSchema.parse(j).job_title);
    for (const seed of SEED_JOBS) expect(titles).toContain(seed.jobTitle);
    expect(jobs[0]).toHaveProperty("salary_range");
    expect(jobs[0]).toHaveProperty("application_deadline");
    expect(jobs[0]).not.toHaveProperty("jobTitle");
  });

  it("seeding again adds nothing", async () => {
    const before = await testApp.deps.db.job.count();
    expect(await seedJobs(testApp.deps.db)).toBe(0);
    expect(await testApp.deps.db.job.count()).toBe(before);
  });

  it("GET /api/jobs/:id returns one job, 404 for a missing one and 400 for a bad id", async () => {
    const job = await createJob(testApp.deps.db, { jobTitle: "Data Engineer", jobType: "Contract" });
    const found = await testApp.app.inject({ method: "GET", url: `/api/jobs/${job.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: job.id, job_title: "Data Engineer", job_type: "Contract", expired: false });

    const missing = await testApp.app.inject({ method: "GET", url: "/api/jobs/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Job not found", reason: "JOB_NOT_FOUND" });

    const bad = await testApp.app.inject({ method: "GET", url: "/api/jobs/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "Invalid job ID",
      reason: "VALIDATION",
      field: "id",
      issues: [{ field: "id", message: "Invalid job ID" }],
    });
  });

  it("marks a job whose deadline passed as expired", async () => {
    const job = await createJob(testApp.deps.db, { applicationDeadline: new Date("2020-01-01") });
    const res = await testApp.app.inject({ method: "GET", url: `/api/jobs/${job.id}` });
    expect(res.json()).toMatchObject({ expired: true, application_deadline: "2020-01-01" });
  });

  it("tRPC jobs.list and jobs.byId read the same service", async () => {
    const caller = createCallerFactory(appRouter)(createContextInner(testApp.deps));
    const job = await createJob(testApp.deps.db, { jobTitle: "Platform Engineer" });
    // Written straight to the database, past the services that drop the public job cache.
    await testApp.deps.publicJobs.invalidate();
    const list = await caller.jobs.list();
    expect(list.map((j) => j.id)).toContain(job.id);
    expect(await caller.jobs.byId({ id: job.id })).toMatchObject({ job_title: "Platform Engineer" });
    await expect(caller.jobs.byId({ id: 999_999 })).rejects.toThrow("Job not found");
  });

  it("tRPC over HTTP answers 404 with the service's message", async () => {
    const input = encodeURIComponent(JSON.stringify({ id: 999_999 }));
    const res = await testApp.app.inject({ method: "GET", url: `/trpc/jobs.byId?input=${input}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { message: "Job not found", data: { code: "NOT_FOUND", httpStatus: 404 } } });
  });

  it("/api/docs describes the REST paths", async () => {
    const spec = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys((spec.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/jobs", "/api/jobs/{id}", "/health"]));
    expect(paths.some((p) => p.startsWith("/trpc"))).toBe(false);

    const page = await testApp.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("unknown API paths answer a JSON 404", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found" });
  });
});
