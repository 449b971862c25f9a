// The pipeline board's columns through both doors (tRPC hr.pipeline.*, REST /api/hr/pipeline/…):
// keyset and numbered paging, the job filter, totals (counter table minus withdrawn; per job by
// COUNT), withdrawn applicants left out, Selected and Rejected, the department's jobs, and 4xx for
// bad input. Only this file puts applicants into Operations' jobs made here, so per-job figures are exact.
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { pipelineRestPageSchema } from "../../src/server/rest/pipeline.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { PIPELINE_MESSAGES, PIPELINE_PAGE_SIZE } from "../../src/shared/hr/pipeline.js";
import { snakeCaseKeys } from "../../src/shared/snake-case.js";
import { createApplication } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;

describe("HR pipeline board", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  let hr: User;
  let job: Awaited<ReturnType<typeof createJob>>;
  let otherJob: Awaited<ReturnType<typeof createJob>>;
  const caller = (user: User) => {
    const auth: AuthUser = { id: user.id, name: user.name, email: user.email, role: user.role };
    return createCallerFactory(appRouter)(createContextInner(testApp.deps, auth));
  };
  const get = async (url: string, user: User | null = hr) => {
    const res = await testApp.app.inject({ method: "GET", url, headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {} });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const start = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    hr = await createUser(db(), { role: "hr" });
    job = await createJob(db(), { department: "Operations", jobTitle: "Pipeline Coordinator" });
    otherJob = await createJob(db(), { department: "Operations", jobTitle: "Pipeline Analyst" });
    // 45 in Round 1 of `job` (names Card 00 … Card 44, oldest first), 2 withdrawn there, 3 rejected,
    // 1 selected, 4 in Round 1 of the other job.
    const base = { department: "Operations" as const, jobId: job.id, jobTitle: job.jobTitle };
    await db().application.createMany({
      data: await Promise.all(
        Array.from({ length: 45 }, async (_, i) => ({
          ...(await applicationData()),
          ...base,
          round: "round_1" as const,
          fullName: `Card ${String(i).padStart(2, "0")}`,
          rating: (i % 5) + 1,
          createdAt: new Date(start + i * 60_000),
        })),
      ),
    });
    for (let i = 0; i < 2; i += 1)
      await createApplication(db(), { ...base, round: "round_1", fullName: `Withdrawn ${i}`, withdrawnAt: new Date() });
    for (let i = 0; i < 3; i += 1)
      await createApplication(db(), {
        ...base,
        round: i === 0 ? "resume_screening" : "round_2",
        roundStatus: "rejected",
        fullName: `Rejected ${i}`,
      });
    await createApplication(db(), { ...base, round: "hr_round", roundStatus: "cleared", fullName: "Selected One" });
    for (let i = 0; i < 4; i += 1)
      await createApplication(db(), { department: "Operations", jobId: otherJob.id, jobTitle: otherJob.jobTitle, round: "round_1" });
  });

  /** The data of one application as the factory makes it, for createMany. */
  async function applicationData() {
    const row = await createApplication(db(), { department: "Operations", jobId: null });
    await db().application.delete({ where: { id: row.id } });
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
    return { ...rest, aggregateMarks: rest.aggregateMarks.toString(), email: `${rest.email}.${Math.random()}` };
  }

  it("pages a job's Round 1 column by cursor, newest first, 20 a page, without withdrawn applicants", async () => {
    const column = caller(hr).hr.pipeline.column;
    const first = await column({ department: "Operations", column: "round-1", jobId: job.id });
    expect(first.total).toBe(45);
    expect(first.data).toHaveLength(PIPELINE_PAGE_SIZE);
    expect(first.data[0]).toMatchObject({
      fullName: "Card 44",
      jobId: job.id,
      jobTitle: "Pipeline Coordinator",
      rating: 5,
      roundValue: "round_1",
      roundStatus: "in_progress",
      appliedAt: new Date(start + 44 * 60_000).toISOString(),
    });
    const second = await column({ department: "Operations", column: "round-1", jobId: job.id, cursor: first.nextCursor! });
    const third = await column({ department: "Operations", column: "round-1", jobId: job.id, cursor: second.nextCursor! });
    expect(third.nextCursor).toBeNull();
    const names = [...first.data, ...second.data, ...third.data].map((card) => card.fullName);
    expect(names).toEqual(Array.from({ length: 45 }, (_, i) => `Card ${String(44 - i).padStart(2, "0")}`));
    expect(names.some((name) => name.startsWith("Withdrawn"))).toBe(false);
  });

  it("filters by job and shows Selected and Rejected (any round) with their totals", async () => {
    const column = caller(hr).hr.pipeline.column;
    const other = await column({ department: "Operations", column: "round-1", jobId: otherJob.id });
    expect(other.total).toBe(4);
    expect(other.data.every((card) => card.jobId === otherJob.id)).toBe(true);
    const rejected = await column({ department: "Operations", column: "rejected", jobId: job.id });
    expect(rejected.total).toBe(3);
    expect(rejected.data.map((card) => card.fullName).sort()).toEqual(["Rejected 0", "Rejected 1", "Rejected 2"]);
    const selected = await column({ department: "Operations", column: "selected", jobId: job.id });
    expect(selected).toMatchObject({ total: 1, data: [{ fullName: "Selected One", roundStatus: "cleared" }] });
    expect((await column({ department: "Operations", column: "round-2", jobId: job.id })).total).toBe(0);
    expect(await caller(hr).hr.pipeline.jobs({ department: "Operations" })).toEqual(
      expect.arrayContaining([
        { id: job.id, jobTitle: "Pipeline Coordinator" },
        { id: otherJob.id, jobTitle: "Pipeline Analyst" },
      ]),
    );
  });

  it("totals a department's column from the counter table less its withdrawn rows", async () => {
    const page = await caller(hr).hr.pipeline.column({ department: "Operations", column: "round-1" });
    const counted = await db().application.count({
      where: { department: "Operations", source: "job_application", round: "round_1", roundStatus: "in_progress", withdrawnAt: null },
    });
    expect(page.total).toBe(counted);
    expect(page.total).toBeGreaterThanOrEqual(49);
    expect(page.data.some((card) => card.fullName.startsWith("Withdrawn"))).toBe(false);
  });

  it("answers the same pages over REST, by page number or cursor, its cards in snake_case", async () => {
    const url = `/api/hr/pipeline/operations?round=Round 1&job_id=${job.id}`;
    const one = await get(`${url}&page=1`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const viaTrpc = await caller(hr).hr.pipeline.column({ department: "Operations", column: "round-1", jobId: job.id });
    expect(one.body).toEqual({ ...viaTrpc, data: viaTrpc.data.map(snakeCaseKeys) });
    const byNumber = pipelineRestPageSchema.parse((await get(`${url}&page=3`)).body);
    expect(byNumber.data.map((card) => card.full_name)).toEqual(["Card 04", "Card 03", "Card 02", "Card 01", "Card 00"]);
    expect(byNumber.nextCursor).toBeNull();
    const byCursor = pipelineRestPageSchema.parse((await get(`${url}&cursor=${viaTrpc.nextCursor}`)).body);
    expect(byCursor.data[0]?.full_name).toBe("Card 24");
  });

  it("refuses bad input with 4xx through both doors, and anonymous and candidate callers", async () => {
    expect((await get("/api/hr/pipeline/operations?round=applied")).status).toBe(400);
    expect((await get("/api/hr/pipeline/operations?round=round-1&page=0")).status).toBe(400);
    expect((await get("/api/hr/pipeline/operations?round=round-1&job_id=abc")).status).toBe(400);
    expect((await get("/api/hr/pipeline/operations?round=round-1&cursor=not-a-cursor")).status).toBe(400);
    expect((await get("/api/hr/pipeline/atlantis?round=round-1")).status).toBe(404);
    const designJob = await createJob(db(), { department: "Design" });
    const elsewhere = await get(`/api/hr/pipeline/operations?round=round-1&job_id=${designJob.id}`);
    expect(elsewhere).toMatchObject({ status: 400, body: { error: PIPELINE_MESSAGES.jobNotInDepartment, field: "job_id" } });
    expect((await get("/api/hr/pipeline/operations?round=round-1&job_id=2147483000")).status).toBe(404);
    expect((await get("/api/hr/pipeline/operations?round=round-1", null)).status).toBe(401);
    expect((await get("/api/hr/pipeline/operations?round=round-1", await createUser(db(), { role: "user" }))).status).toBe(403);
    await expect(caller(hr).hr.pipeline.column({ department: "Operations", column: "nowhere" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller(hr).hr.pipeline.column({ department: "Operations", column: "round-1", cursor: "zzz" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
