// The CSV export of every applicant (GET /api/hr/export/applicants.csv without filters) from the
// compiled server, as production runs it (its heap flags), on the bench's seeded database: rows/s
// and the server's RSS growth (VmRSS sampled every 50 ms). Measured three times: as the first request
// of a fresh server; as the first export of a server that has served HR's lists for a while (what
// production sees); and after a warm-up export of one department. The target holds for all three.
import crypto from "node:crypto";
import type { Db } from "../src/infra/db/client.js";
import { signToken } from "../src/server/services/auth/tokens.js";
import { exportPath } from "../src/shared/hr/export.js";
import { createUser } from "../tests/helpers/factories.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";
import { TEST_JWT_SECRET, TEST_PRODUCTION_SECRETS } from "../tests/helpers/test-secrets.js";
import { startWebServerProcess } from "../tests/helpers/web-server-process.js";
import { rssOf } from "./process-rss.js";

export const TARGET_CSV_RSS_GROWTH_MB = 50;
const SAMPLE_EVERY_MS = 50;

type Download = { rows: number; rowsPerSecond: number; rssGrowthMb: number };
export type CsvExportFigures = { cold: Download; served: Download; warm: Download };

const SERVED_LIST_REQUESTS = 200;

/** Downloads the export to the end, counting its records and sampling the server's RSS meanwhile. */
async function download(url: string, token: string, pid: number): Promise<Download> {
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    let lines = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      for (const byte of read.value) if (byte === 0x0a) lines += 1;
    rssPeak = Math.max(rssPeak, rssOf(pid));
    const rows = lines - 1;
    return { rows, rowsPerSecond: rows / ((performance.now() - started) / 1000), rssGrowthMb: (rssPeak - rssBefore) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureCsvExport(db: Db, databaseUrl: string): Promise<CsvExportFigures> {
  const build = await ensureTestBuild();
  const hr = await createUser(db, { role: "hr", name: "Bench Recruiter" });
  const token = await signToken(TEST_JWT_SECRET, hr);
  const start = () =>
    startWebServerProcess(build.nodeDist, {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      ...TEST_PRODUCTION_SECRETS,
      QUEUE_PREFIX: `bench-${crypto.randomBytes(4).toString("hex")}`,
    });
  let server = await start();
  try {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error("the server process has no pid");
    const everyApplicant = `${server.url}${exportPath("applicants", {})}`;
    const cold = await download(everyApplicant, token, pid);
    await server.stop("SIGKILL");
    server = await start();
    const servedPid = server.child.pid ?? pid;
    for (let page = 1; page <= SERVED_LIST_REQUESTS; page += 1) {
      const list = await fetch(`${server.url}/application/api/applicants/Engineering?page=${page}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (list.status !== 200) throw new Error(`the applicant list answered ${list.status}`);
      await list.arrayBuffer();
    }
    const served = await download(`${server.url}${exportPath("applicants", {})}`, token, servedPid);
    await download(`${server.url}${exportPath("applicants", { department: "Engineering" })}`, token, servedPid);
    return { cold, served, warm: await download(`${server.url}${exportPath("applicants", {})}`, token, servedPid) };
  } finally {
    await server.stop("SIGKILL");
  }
}

const described = ({ rows, rowsPerSecond, rssGrowthMb }: Download) =>
  `${rows.toLocaleString("en")} rows, ${Math.round(rowsPerSecond).toLocaleString("en")} rows/s, server RSS growth ${rssGrowthMb.toFixed(1)} MB`;

export function csvExportMet({ cold, served, warm }: CsvExportFigures): boolean {
  return Math.max(cold.rssGrowthMb, served.rssGrowthMb, warm.rssGrowthMb) < TARGET_CSV_RSS_GROWTH_MB;
}

export function csvExportLines(figures: CsvExportFigures): string {
  return (
    `CSV export of every applicant (compiled server)\n` +
    `  first request of a fresh server:                ${described(figures.cold)}\n` +
    `  first export after ${SERVED_LIST_REQUESTS} HR list requests:      ${described(figures.served)}\n` +
    `  after a one-department export:                  ${described(figures.warm)}\n` +
    `  target: RSS growth < ${TARGET_CSV_RSS_GROWTH_MB} MB in each ${csvExportMet(figures) ? "ok" : "MISS"}`
  );
}
