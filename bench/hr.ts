// HR list figures: p50/p95 server time of the HR list services, called in-process against a
// throwaway database seeded with 10k and then 100k job applications and as many enquiries (with
// notes and audit rows in proportion, bench/hr-pipeline-data.ts), and each query's plan (EXPLAIN):
// the step lists, the enquiry filters, a pipeline board column, search (common and rare terms, a
// typo), the activity page, an application's notes, duplicates, bulk "select all matching", HR's
// interview calendar week and an application's scorecards (one interview per five applications:
// 20k at 100k, bench/hr-pipeline-data.ts).
// Targets: p95 ≤ 20 ms at 100k (issue #32's analytics panels ≤ 50 ms, over 400k round changes), ≤ 1.5× growth from 10k to 100k, no sequential scan of applications. Then the CSV export of every applicant (100k) from the compiled
// server: rows/s and its RSS growth (target < 50 MB). Run with `npm run bench:hr` (the machine should
// be otherwise idle); `BENCH_HR_ONLY=analytics npm run bench:hr` runs only the rows whose name holds
// that text, without the export; `BENCH_HR_KEEP=1` keeps the seeded database.
import os from "node:os";
import pg from "pg";
import { seedJobs } from "../prisma/seed.js";
import { seedApplications } from "../prisma/seed-data/applications.js";
import { createDb, poolOf, type Db } from "../src/infra/db/client.js";
import { identifierKeyRing } from "../src/infra/privacy/identifier-cipher.js";
import { listApplicants } from "../src/server/services/applicants/list-applicants.js";
import { listActivity } from "../src/server/services/audit/list-activity.js";
import { listMatchingApplicantIds } from "../src/server/services/bulk/list-matching-applicant-ids.js";
import { listEnquiries, type EnquiriesFilter } from "../src/server/services/enquiries/list-enquiries.js";
import { listNotes } from "../src/server/services/notes/list-notes.js";
import { listPipelineColumn } from "../src/server/services/pipeline/list-pipeline-column.js";
import { findDuplicates } from "../src/server/services/search/find-duplicates.js";
import { listInterviews } from "../src/server/services/interviews/list-interviews.js";
import { clearAnalyticsCache } from "../src/server/services/analytics/analytics-filter.js";
import { getFunnel } from "../src/server/services/analytics/get-funnel.js";
import { getMailStats } from "../src/server/services/analytics/get-mail-stats.js";
import { getSources } from "../src/server/services/analytics/get-sources.js";
import { getTimeInStage } from "../src/server/services/analytics/get-time-in-stage.js";
import { getWeekly } from "../src/server/services/analytics/get-weekly.js";
import { clearDecisionWaitCache, estimateDecisionWait } from "../src/server/services/analytics/estimate-decision-wait.js";
import { listOverdueApplications } from "../src/server/services/analytics/overdue.js";
import { analyticsQuerySchema } from "../src/shared/hr/analytics.js";
import { listApplicationScorecards } from "../src/server/services/scorecards/list-application-scorecards.js";
import { searchApplications } from "../src/server/services/search/search-applications.js";
import { createUser } from "../tests/helpers/factories.js";
import { enquiriesQuerySchema } from "../src/shared/hr/enquiries.js";
import { createTestDatabase, dropTestDatabase } from "../tests/helpers/test-database.js";
import { TEST_PRODUCTION_SECRETS } from "../tests/helpers/test-secrets.js";
import { csvExportLines, csvExportMet, measureCsvExport, type CsvExportFigures } from "./hr-csv-export.js";
import { INTERVIEWERS, RECRUITERS, seedInterviewRows, seedPipelineRows, seedRoundChanges } from "./hr-pipeline-data.js";
import { RESUME_ONLY_WORD, seedResumeTexts } from "./hr-resume-texts.js";

const SIZES = (process.env.BENCH_HR_SIZES ?? "10000,100000").split(",").map(Number);
/** Only the queries whose name holds this text (e.g. "analytics"), and no CSV export: a quicker run. */
const ONLY = process.env.BENCH_HR_ONLY;
/** Keep the seeded database (its URL is printed) for EXPLAIN ANALYZE by hand; drop it yourself. */
const KEEP = process.env.BENCH_HR_KEEP === "1";
const WARMUP = 30;
const RUNS = 300;
const TARGET_P95_MS = 20;
/** Issue #32's target for an analytics panel (a whole range's aggregate, not a page of rows). */
const TARGET_PANEL_P95_MS = 50;
const TARGET_GROWTH = 1.5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `growth: false`: the answer itself grows with the data (a week holds more interviews), so only p95 is a
 * target. `runs`: fewer timed runs than RUNS for a row that takes seconds uncached.
 */
type Query = { name: string; run: (db: Db) => Promise<unknown>; growth?: false; targetMs?: number; runs?: number };

/** An analytics panel, uncached (its 30 s cache would answer every run but the first). */
function panel(name: string, read: (db: Db, query: ReturnType<typeof analyticsQuerySchema.parse>) => Promise<unknown>, filter = {}): Query {
  const query = analyticsQuerySchema.parse(filter);
  return {
    name: `analytics: ${name}`,
    run: (db) => {
      clearAnalyticsCache();
      return read(db, query);
    },
    targetMs: TARGET_PANEL_P95_MS,
  };
}
type Figures = { p50: number; p95: number; plans: string[] };

const candidates = (query: Record<string, string>): EnquiriesFilter => enquiriesQuerySchema.parse(query);
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const engineeringScreening = { department: "Engineering", step: "resume-screening", limit: 10 } as const;

/** The cursor the UI holds on the page before the last: Next from there is a keyset read. */
async function lastPageCursor(db: Db): Promise<{ page: number; cursor: string }> {
  const last = await listApplicants(db, { ...engineeringScreening, page: 5_000 });
  const before = await listApplicants(db, { ...engineeringScreening, page: last.pagination.currentPage - 1 });
  return { page: last.pagination.currentPage, cursor: before.pagination.nextCursor ?? "" };
}

/** What the pipeline queries need from the seeded data. */
type Fixture = { cursor: { page: number; cursor: string }; recruiterId: number; busiestId: number; scoredId: number };

/** This week, Monday 00:00 UTC to the next Monday, as HR's calendar asks for it. */
function thisWeek(): { from: Date; to: Date } {
  const from = new Date();
  from.setUTCHours(0, 0, 0, 0);
  from.setUTCDate(from.getUTCDate() - ((from.getUTCDay() + 6) % 7));
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
}

function queries({ cursor, recruiterId, busiestId, scoredId }: Fixture): Query[] {
  const hr = { id: recruiterId, role: "hr" as const };
  return [
    { name: "applicants Engineering + Resume Screening, page 1", run: (db) => listApplicants(db, { ...engineeringScreening, page: 1 }) },
    {
      name: "applicants Engineering + Resume Screening, page 5,000 (by number)",
      run: (db) => listApplicants(db, { ...engineeringScreening, page: 5_000 }),
    },
    {
      name: "applicants same list, last page via Next (keyset cursor)",
      run: (db) => listApplicants(db, { ...engineeringScreening, ...cursor }),
    },
    { name: 'candidates, name filter "Priya Iyer"', run: (db) => listEnquiries(db, candidates({ name: "Priya Iyer" })) },
    {
      name: "candidates, created 30 to 23 days ago",
      run: (db) => listEnquiries(db, candidates({ createdAt_gte: isoDay(30), createdAt_lte: isoDay(23) })),
    },
    { name: 'candidates, name filter "Priya" (broad, extra)', run: (db) => listEnquiries(db, candidates({ name: "Priya" })) },
    {
      name: "board: Engineering, Resume Screening column, first page",
      run: (db) => listPipelineColumn(db, { department: "Engineering", column: "resume-screening" }),
    },
    {
      name: "board: Engineering, Rejected column, page 40",
      run: (db) => listPipelineColumn(db, { department: "Engineering", column: "rejected", page: 40 }),
    },
    { name: 'search: common first name "priya"', run: (db) => searchApplications(db, "priya") },
    { name: 'search: common skill "python"', run: (db) => searchApplications(db, "python") },
    { name: 'search: rare full name "Priya Iyer"', run: (db) => searchApplications(db, "Priya Iyer") },
    { name: 'search: typos "Priyaa Iyre" (no exact match)', run: (db) => searchApplications(db, "Priyaa Iyre") },
    { name: `search: a word only in resumes "${RESUME_ONLY_WORD}"`, run: (db) => searchApplications(db, RESUME_ONLY_WORD) },
    { name: 'search: a word in every resume "pipelines"', run: (db) => searchApplications(db, "pipelines") },
    { name: "activity: first page, no filter", run: (db) => listActivity(db, { page: 1 }) },
    {
      name: "activity: one recruiter, moves, last 30 days",
      run: (db) => listActivity(db, { page: 1, actor: recruiterId, action: "applicant_moved", from: isoDay(30) }),
    },
    { name: "notes: an application with 40 notes", run: (db) => listNotes(db, { applicationId: busiestId, viewerId: recruiterId }) },
    { name: "duplicates of an application", run: (db) => findDuplicates(db, busiestId) },
    {
      name: "bulk: every movable applicant in Engineering, Resume Screening",
      run: (db) => listMatchingApplicantIds(db, { department: "Engineering", round: "resume_screening" }),
    },
    { name: "interviews: HR's calendar, this week", run: (db) => listInterviews(db, hr, thisWeek()), growth: false },
    {
      name: "interviews: this week, Engineering only",
      run: (db) => listInterviews(db, hr, { ...thisWeek(), department: "Engineering" }),
      growth: false,
    },
    { name: "scorecards of an application", run: (db) => listApplicationScorecards(db, scoredId) },
    panel("funnel, last 90 days", getFunnel),
    panel("funnel, Engineering, last 90 days", getFunnel, { department: "Engineering" }),
    panel("time in stage, last 90 days", getTimeInStage),
    panel("sources, last 90 days", getSources),
    panel("weekly, last 90 days", getWeekly),
    panel("mail delivery, last 90 days", getMailStats),
    {
      name: "analytics: reply-by estimate, Engineering Round 1 (uncached)",
      run: (db) => {
        clearDecisionWaitCache();
        return estimateDecisionWait(db, "Engineering", "round_1");
      },
      targetMs: TARGET_PANEL_P95_MS,
      runs: 50,
    },
    {
      name: "analytics: overdue list, Engineering (estimates uncached)",
      run: (db) => {
        clearDecisionWaitCache();
        return listOverdueApplications(db, { department: "Engineering" });
      },
      targetMs: TARGET_PANEL_P95_MS,
      runs: 20,
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

function scanNodes(node: PlanNode): string[] {
  const here = /Scan/.test(node["Node Type"])
    ? [
        `${node["Node Type"]}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}${node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}`,
      ]
    : [];
  return [...here, ...(node.Plans ?? []).flatMap(scanNodes)];
}

type Statement = { sql: string; params: unknown[] };

/**
 * Runs the query once and EXPLAINs every statement it sent. Prisma (through its pg adapter) and the
 * SQL layer both send through the client's pg pool, so the statements are captured there, on the
 * raw pool.
 */
async function plansOf(db: Db, databaseUrl: string, query: Query): Promise<string[]> {
  const pool = poolOf(db);
  if (!pool) throw new Error("The bench's client is made by createDb");
  const statements: Statement[] = [];
  const send = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const capture = (config: unknown, values?: unknown) => {
    const text = typeof config === "string" ? config : (config as pg.QueryConfig).text;
    const params = (typeof config === "string" ? values : ((config as pg.QueryConfig).values ?? values)) ?? [];
    statements.push({ sql: text, params: params as unknown[] });
    return send(config, values);
  };
  (pool as unknown as { query: typeof capture }).query = capture;
  try {
    await query.run(db);
  } finally {
    (pool as unknown as { query: typeof send }).query = send;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans: string[] = [];
    for (const statement of statements) {
      if (!/^\s*(SELECT|WITH)/i.test(statement.sql)) continue;
      const result = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
      const plan = result.rows[0]?.["QUERY PLAN"][0].Plan;
      if (plan) plans.push(scanNodes(plan).join(" + ") || plan["Node Type"]);
    }
    return plans;
  } finally {
    await client.end();
  }
}

async function measure(db: Db, query: Query): Promise<Omit<Figures, "plans">> {
  const runs = query.runs ?? RUNS;
  for (let i = 0; i < Math.min(WARMUP, runs); i += 1) await query.run(db);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await query.run(db);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;

async function main(): Promise<void> {
  const databaseUrl = await createTestDatabase("bench_hr");
  const db = createDb(databaseUrl);
  const results = new Map<string, Figures[]>();
  const growthFree = new Set<string>();
  const targets = new Map<string, number>();
  let csv: CsvExportFigures | undefined;
  try {
    await seedJobs(db);
    const recruiters = await Promise.all(
      Array.from({ length: RECRUITERS }, (_, i) => createUser(db, { role: "hr", name: `Recruiter ${i + 1}` })),
    );
    const recruiterIds = recruiters.map((user) => user.id);
    const interviewers = await Promise.all(
      Array.from({ length: INTERVIEWERS }, (_, i) => createUser(db, { role: "interviewer", name: `Interviewer ${i + 1}` })),
    );
    const interviewerIds = interviewers.map((user) => user.id);
    const anchor = new Date();
    let seeded = 0;
    let lastId = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedApplications(db, identifierKeyRing(TEST_PRODUCTION_SECRETS), { applicants: size - seeded, candidates: size - seeded });
      seeded = size;
      const busiestId = await seedPipelineRows(db, recruiterIds, lastId);
      const scoredId = await seedInterviewRows(db, interviewerIds, lastId, anchor);
      await seedRoundChanges(db, recruiterIds, lastId);
      await seedResumeTexts(db);
      lastId = busiestId;
      console.log(
        `\n${size.toLocaleString("en")} job applications + ${size.toLocaleString("en")} enquiries (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s), load average ${os.loadavg()[0]?.toFixed(2)}`,
      );
      const fixture = { cursor: await lastPageCursor(db), recruiterId: recruiterIds[0] ?? 0, busiestId, scoredId };
      for (const query of queries(fixture).filter((q) => !ONLY || q.name.includes(ONLY))) {
        const figures = { ...(await measure(db, query)), plans: await plansOf(db, databaseUrl, query) };
        results.set(query.name, [...(results.get(query.name) ?? []), figures]);
        if (query.growth === false) growthFree.add(query.name);
        if (query.targetMs) targets.set(query.name, query.targetMs);
        console.log(`  ${query.name.padEnd(70)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}`);
        for (const plan of figures.plans) console.log(`      plan: ${plan}`);
      }
    }
    if (!ONLY) csv = await measureCsvExport(db, databaseUrl);
  } finally {
    await db.$disconnect();
    if (KEEP) console.log(`\nKept the seeded database: ${databaseUrl}`);
    else await dropTestDatabase(databaseUrl);
  }

  console.log(
    `\nTargets: p95 ≤ ${TARGET_P95_MS} ms at 100k (an analytics panel ≤ ${TARGET_PANEL_P95_MS} ms), growth 10k → 100k ≤ ${TARGET_GROWTH}×, no Seq Scan on applications`,
  );
  let failed = false;
  for (const [name, [small, large]] of results) {
    if (!small || !large) continue;
    const growth = large.p95 / small.p95;
    const seqScan = large.plans.some((plan) => /Seq Scan on applications/.test(plan));
    const ok = large.p95 <= (targets.get(name) ?? TARGET_P95_MS) && (growthFree.has(name) || growth <= TARGET_GROWTH) && !seqScan;
    failed ||= !ok && !name.includes("extra");
    console.log(
      `  ${ok ? "ok  " : "MISS"} ${name.padEnd(70)} p95 ${ms(large.p95)}  growth ${growth.toFixed(2)}×${growthFree.has(name) ? " (the answer grows: p95 only)" : ""}${seqScan ? "  SEQ SCAN" : ""}`,
    );
  }
  if (csv) console.log(`\n${csvExportLines(csv)}`);
  if (failed || (!ONLY && (!csv || !csvExportMet(csv)))) process.exitCode = 1;
}

await main();
