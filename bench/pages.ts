// Server rendering of the public pages: takes the SSR bundle (vite.ssr.config.ts) of the tests'
// build (tests/helpers/test-build.ts, made if missing) and times `renderPage` per page in-process, with the job list of the demo seed (16 jobs)
// answered from memory as the public job cache does: the first render in the process (code
// loading, JIT), then the median and p95 of 50 warm renders. A page served from the per-process
// render cache costs an ETag comparison instead (see docs/decisions/0027-server-rendering-and-hydration.md). Run with `npm run bench:pages`.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EQUAL_OPPORTUNITY, HOW_TO_APPLY, SEED_JOBS } from "../prisma/seed-data/jobs.js";
import type { JobSource, RenderedPage, RenderRequest } from "../src/shared/ssr-contract.js";
import { envSchema } from "../src/infra/env.js";
import { composeDocument } from "../src/server/pages/render-page.js";
import { readPrivacyNotice } from "../src/server/services/privacy/read-privacy-notice.js";
import type { Job } from "../src/shared/job.js";
import { jobPath } from "../src/shared/job-url.js";
import { PUBLIC_PAGE_PATHS } from "../src/shared/public-pages.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";

const WARM_RUNS = 50;

const jobs: Job[] = SEED_JOBS.map((seed, i) => ({
  id: i + 1,
  job_title: seed.jobTitle,
  company: "RFT Training & Consulting",
  department: seed.department,
  job_type: seed.jobType,
  location: seed.location,
  salary_range: seed.salaryRange,
  job_summary: seed.jobSummary,
  experience_level: seed.experienceLevel,
  application_deadline: new Date(Date.now() + seed.deadlineInDays * 86_400_000).toISOString().slice(0, 10),
  equal_opportunity_statement: EQUAL_OPPORTUNITY,
  how_to_apply: HOW_TO_APPLY,
  responsibilities: seed.responsibilities,
  required_qualifications: seed.requiredQualifications,
  preferred_skills: seed.preferredSkills,
  created_at: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
  expired: seed.deadlineInDays < 0,
}));
const source: JobSource = {
  list: async () => ({ value: jobs, etag: '"list"' }),
  byId: async (id) => {
    const job = jobs.find((j) => j.id === id);
    return job ? { value: job, etag: `"${id}"` } : null;
  },
};

const privacyNotice = readPrivacyNotice(envSchema.parse({}));
const { clientDist, ssrDist } = await ensureTestBuild();
const entry = (await import(pathToFileURL(path.join(ssrDist, "entry-server.js")).href)) as {
  renderPage: (r: RenderRequest) => Promise<RenderedPage>;
};
const firstJob = jobs[0];
const template = fs.readFileSync(path.join(clientDist, "index.html"), "utf8");
const paths = [...PUBLIC_PAGE_PATHS, ...(firstJob ? [jobPath(firstJob)] : [])];
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
console.log(`page                         first ms   median ms   p95 ms   HTML kB`);
for (const url of paths) {
  const request: RenderRequest = {
    url,
    origin: "https://careers.example.com",
    jobs: source,
    privacyNotice,
    composeDocument: (parts) => composeDocument(template, parts),
  };
  let started = performance.now();
  const first = await entry.renderPage(request);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    started = performance.now();
    await entry.renderPage(request);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  // What the page adds to index.html (its head, markup and hydration state), as before the router's SSR API.
  const size = first.kind === "page" ? (first.document.length - template.length) / 1024 : 0;
  console.log(
    `${url.padEnd(28)} ${firstMs.toFixed(1).padStart(8)} ${quantile(times, 0.5).toFixed(1).padStart(11)} ${quantile(times, 0.95).toFixed(1).padStart(8)} ${size.toFixed(1).padStart(9)}`,
  );
}
