// Lighthouse on the compiled server as production runs it (NODE_ENV=production, the built client
// and page renderer, demo jobs on a throwaway database): /, /job-board, one job's page and
// /signin, RUNS runs each with Lighthouse's default config (mobile, simulated throttling). Prints
// per page the median of each figure (performance, accessibility, best practices, SEO, FCP, LCP,
// TBT, CLS) against the targets, which are missed, and for each page that misses one, the audits
// that cost it most (from its median run by performance score).
// Needs Postgres, Redis and Chromium (CHROME_PATH, default /usr/bin/chromium).
//   npm run bench:lighthouse [-- --reports DIR]
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { createDb } from "../src/infra/db/client.js";
import { seedJobs } from "../prisma/seed.js";
import { freePort } from "../tests/helpers/free-port.js";
import { nodeArgs } from "../tests/helpers/node-build.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";
import { createTestDatabase, dropTestDatabase } from "../tests/helpers/test-database.js";
import { TEST_PRODUCTION_SECRETS } from "../tests/helpers/test-secrets.js";

const { values: args } = parseArgs({ options: { reports: { type: "string" } } });
/** --reports DIR: also write each page's median-run report (Lighthouse JSON; open it in the Lighthouse viewer). */
const reportsDir = args.reports;
const RUNS = 3;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TOP_AUDITS = 6;

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

type Target = { label: string; key: keyof Figures; met: (value: number) => boolean; goal: string; format: (value: number) => string };

const score = (value: number) => value.toFixed(0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(0)} ms`;

const TARGETS: Target[] = [
  { label: "performance", key: "performance", met: (v) => v >= 90, goal: "≥ 90", format: score },
  { label: "accessibility", key: "accessibility", met: (v) => v === 100, goal: "= 100", format: score },
  { label: "best practices", key: "bestPractices", met: (v) => v === 100, goal: "= 100", format: score },
  { label: "SEO", key: "seo", met: (v) => v === 100, goal: "= 100", format: score },
  { label: "FCP", key: "fcpMs", met: () => true, goal: "(no target)", format: seconds },
  { label: "LCP", key: "lcpMs", met: (v) => v <= 2500, goal: "≤ 2.5 s", format: seconds },
  { label: "TBT", key: "tbtMs", met: (v) => v <= 200, goal: "≤ 200 ms", format: millis },
  { label: "CLS", key: "cls", met: (v) => v <= 0.1, goal: "≤ 0.1", format: (v) => v.toFixed(3) },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function figuresOf(lhr: Result): Figures {
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: category("performance"),
    accessibility: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

/** The audits of a category that cost it points, most costly first, with what Lighthouse says of them. */
function costlyAudits(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category || (category.score ?? 0) >= 1) return [];
  const metricIds = new Set([
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
    "interactive",
    "max-potential-fid",
  ]);
  return (
    category.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          audit && audit.score !== null && audit.score < 1 && !metricIds.has(ref.id) && (ref.weight > 0 || categoryId === "performance"),
      )
      .map(({ ref, audit }) => {
        const savings = Object.values(audit?.metricSavings ?? {}).reduce((sum: number, value) => sum + (value ?? 0), 0);
        return { ref, audit, cost: ref.weight > 0 ? ref.weight * (1 - (audit?.score ?? 0)) * 1000 : savings };
      })
      // Performance's insights may fail with no estimated savings (e.g. an uncompressed document): kept, listed last.
      .filter(
        ({ cost, audit }) =>
          cost > 0 || audit?.scoreDisplayMode === "binary" || (categoryId === "performance" && (audit?.score ?? 1) < 0.9),
      )
      .sort((a, b) => b.cost - a.cost)
      .slice(0, TOP_AUDITS)
      .map(({ audit }) => `${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ""} [${audit?.id}]`)
  );
}

type TableItem = Record<string, unknown>;

/** Where a slow page spends its main thread: the busiest scripts and kinds of work, and its LCP element. */
function performanceDiagnostics(lhr: Result): string[] {
  const items = (id: string) => (lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? [];
  const scripts = items("bootup-time")
    .slice(0, 3)
    .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, "")} ${Number(item.total).toFixed(0)} ms`);
  const work = items("mainthread-work-breakdown")
    .slice(0, 3)
    .map((item) => `${String(item.groupLabel ?? item.group)} ${Number(item.duration).toFixed(0)} ms`);
  const lcp =
    (
      lhr.audits["lcp-breakdown-insight"]?.details as
        { items?: { type: string; snippet?: string; items?: { label: string; duration: number }[] }[] } | undefined
    )?.items ?? [];
  const snippet = lcp.find((item) => item.type === "node")?.snippet;
  const subparts = lcp
    .find((item) => item.type === "table")
    ?.items?.map((part) => `${part.label.toLowerCase()} ${part.duration.toFixed(0)} ms`);
  return [
    `main thread: ${work.join(", ")}`,
    `scripts by execution time: ${scripts.join(", ")}`,
    ...(snippet ? [`LCP element: ${snippet.slice(0, 120)}${subparts ? ` (${subparts.join(", ")})` : ""}`] : []),
  ];
}

type Chrome = { port: number; stop: () => Promise<void> };

/** Chromium with a DevTools port of its own, which Lighthouse drives. */
async function launchChrome(): Promise<Chrome> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chrome-"));
  const child = spawn(CHROME_PATH, [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${userDataDir}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

type Server = { url: string; child: ChildProcess; stop: () => void };

async function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering /health`);
    const status = await fetch(`${url}/health`).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) break;
    if (tries > 300) throw new Error("the server did not answer /health with 200 within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, stop: () => child.kill("SIGKILL") };
}

/** A job's own page (/jobs/<id>-<slug>) when the server has that route, else the jobs board. */
async function jobPagePath(baseUrl: string): Promise<{ path: string; note: string }> {
  const jobs = (await (await fetch(`${baseUrl}/api/jobs`)).json()) as { id: number; job_title: string }[];
  const job = jobs[0];
  if (!job) return { path: "/job-board", note: "no job in the database: measuring /job-board instead" };
  // /jobs/<id> answers (or redirects to) the canonical /jobs/<id>-<slug> when the route exists.
  const response = await fetch(`${baseUrl}/jobs/${job.id}`);
  const html = await response.text();
  const found = new URL(response.url).pathname;
  if (response.ok && /^\/jobs\/\d+-[\w-]+$/.test(found) && html.includes(job.job_title)) return { path: found, note: `job page: ${found}` };
  if (response.ok && html.includes(job.job_title)) return { path: found, note: `job page: ${found} (no slug in its URL)` };
  return {
    path: "/job-board",
    note: `GET /jobs/${job.id} did not answer a page with the job's title (${response.status}): measuring /job-board instead`,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const [build, databaseUrl] = await Promise.all([ensureTestBuild(), createTestDatabase("bench_lighthouse")]);
  const db = createDb(databaseUrl);
  let server: Server | undefined;
  let chrome: Chrome | undefined;
  try {
    await seedJobs(db);
    server = await startServer(nodeArgs(build.nodeDist, "server"), {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      ...TEST_PRODUCTION_SECRETS,
      CLIENT_DIST: build.clientDist,
      SSR_DIST: build.ssrDist,
      QUEUE_PREFIX: `bench-${crypto.randomBytes(4).toString("hex")}`,
      // Lighthouse's page loads come from one IP.
      PUBLIC_READ_RATE_LIMIT: "0",
    });
    const job = await jobPagePath(server.url);
    const pages = ["/", "/job-board", job.path, "/signin"];
    chrome = await launchChrome();

    const results = new Map<string, Result[]>();
    for (const page of pages) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
      }
      results.set(page, runs);
    }

    const first = results.get("/")?.[0];
    console.log(
      `Lighthouse ${first?.lighthouseVersion}, ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, default config (mobile, simulated throttling), ${RUNS} runs per page, medians; Node ${process.version}, ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    const benchmarkIndexes = [...results.values()].flat().map((lhr) => lhr.environment.benchmarkIndex);
    console.log(
      `host CPU benchmark index (Lighthouse's; its 4× CPU slowdown assumes a fast desktop, ~1000+): median ${median(benchmarkIndexes).toFixed(0)}`,
    );
    console.log(job.note);
    const header = ["page".padEnd(28), ...TARGETS.map((target) => target.label.padStart(14))].join(" ");
    console.log(header);
    console.log(["target".padEnd(28), ...TARGETS.map((target) => target.goal.padStart(14))].join(" "));
    const missed: string[] = [];
    const details: string[] = [];
    for (const [page, runs] of results) {
      const all = runs.map(figuresOf);
      const medians = Object.fromEntries(
        TARGETS.map((target) => [target.key, median(all.map((figures) => figures[target.key]))]),
      ) as Figures;
      const cells = TARGETS.map((target) => {
        const value = medians[target.key];
        const met = target.met(value);
        if (!met) missed.push(`${page}: ${target.label} ${target.format(value)} (target ${target.goal})`);
        return `${met ? "" : "✗ "}${target.format(value)}`.padStart(14);
      });
      console.log([page.padEnd(28), ...cells].join(" "));
      const medianRun = computeMedianRun(runs);
      for (const categoryId of CATEGORIES) {
        const audits = costlyAudits(medianRun, categoryId);
        if (categoryId === "performance" && audits.length) audits.push(...performanceDiagnostics(medianRun));
        if (audits.length)
          details.push(
            `${page} ${categoryId} (${Math.round((medianRun.categories[categoryId]?.score ?? 0) * 100)} in the median run):`,
            ...audits.map((line) => `    ${line}`),
          );
      }
      if (reportsDir) {
        fs.mkdirSync(reportsDir, { recursive: true });
        fs.writeFileSync(path.join(reportsDir, `${page.replace(/[^\w-]+/g, "_") || "_"}.json`), JSON.stringify(medianRun));
      }
    }
    console.log(missed.length ? `missed (${missed.length}):` : "every target met");
    for (const line of missed) console.log(`  ${line}`);
    if (details.length) console.log("what costs points (the median run of each page; performance: audits with savings, most first):");
    for (const line of details) console.log(`  ${line}`);
    console.log(`whole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await chrome?.stop();
    server?.stop();
    await db.$disconnect();
    await dropTestDatabase(databaseUrl);
  }
}

await main();
