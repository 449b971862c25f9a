// "Download my data" in constant memory: the compiled server (as production runs it, with its heap
// flags) on a throwaway database, real Redis and a temporary UPLOAD_DIR; a candidate with 20
// applications and 40 MiB of PDFs (2 MiB each) downloads their export while the server's RSS
// (/proc/<pid>/status VmRSS) is sampled every 50 ms. Baseline in the same run: the same download
// with one 2 MiB file; and the big download once more, whose growth shows whether memory grew once or
// grows per download. Prints RSS before (after a warm-up download), peak, growth and throughput;
// target: RSS growth < 20 MiB for the first big export. Exit code 1 when missed.
// Needs Postgres and Redis. Run with `npm run bench:export`.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, type Db } from "../src/infra/db/client.js";
import { signToken } from "../src/server/services/auth/tokens.js";
import { MY_DATA_EXPORT_PATH } from "../src/shared/me/account-data.js";
import { createApplication } from "../tests/helpers/application-factory.js";
import { createUser } from "../tests/helpers/factories.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";
import { createTestDatabase, dropTestDatabase } from "../tests/helpers/test-database.js";
import { TEST_JWT_SECRET, TEST_PRODUCTION_SECRETS } from "../tests/helpers/test-secrets.js";
import { startWebServerProcess } from "../tests/helpers/web-server-process.js";
import { rssOf } from "./process-rss.js";

const MIB = 1024 * 1024;
const FILE_BYTES = 2 * MIB;
const BIG_EXPORT_FILES = 20;
const SAMPLE_EVERY_MS = 50;
const TARGET_GROWTH_MIB = 20;

type Figures = { bytes: number; seconds: number; rssBefore: number; rssPeak: number };

/** A candidate with `files` applications, each with a 2 MiB resume written into the upload directory. */
async function candidateWithFiles(db: Db, uploadDir: string, files: number): Promise<string> {
  const user = await createUser(db, { name: `Bench Candidate ${files}` });
  for (let i = 0; i < files; i += 1) {
    const resumePath = `${crypto.randomUUID()}.pdf`;
    fs.writeFileSync(path.join(uploadDir, resumePath), Buffer.concat([Buffer.from("%PDF-1.7\n"), crypto.randomBytes(FILE_BYTES - 9)]));
    await createApplication(db, { userId: user.id, email: user.email, resumePath });
  }
  return signToken(TEST_JWT_SECRET, user);
}

/** Downloads the export to the end, sampling the server's RSS meanwhile. */
async function download(baseUrl: string, token: string, pid: number): Promise<Figures> {
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid));
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${MY_DATA_EXPORT_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
    rssPeak = Math.max(rssPeak, rssOf(pid));
    return { bytes, seconds: (performance.now() - started) / 1000, rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;

function report(label: string, figures: Figures): void {
  console.log(
    `  ${label.padEnd(34)} ${mib(figures.bytes).padStart(10)} in ${figures.seconds.toFixed(2)} s (${(figures.bytes / MIB / figures.seconds).toFixed(0)} MiB/s)` +
      `   RSS before ${mib(figures.rssBefore)}, peak ${mib(figures.rssPeak)}, growth ${mib(figures.rssPeak - figures.rssBefore)}`,
  );
}

async function main(): Promise<void> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-export-"));
  const [build, databaseUrl] = await Promise.all([ensureTestBuild(), createTestDatabase("bench_export")]);
  const db = createDb(databaseUrl);
  let server: Awaited<ReturnType<typeof startWebServerProcess>> | undefined;
  try {
    const smallToken = await candidateWithFiles(db, uploadDir, 1);
    const bigToken = await candidateWithFiles(db, uploadDir, BIG_EXPORT_FILES);
    server = await startWebServerProcess(build.nodeDist, {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      ...TEST_PRODUCTION_SECRETS,
      UPLOAD_DIR: uploadDir,
      QUEUE_PREFIX: `bench-${crypto.randomBytes(4).toString("hex")}`,
    });
    const pid = server.child.pid;
    if (pid === undefined) throw new Error("the server process has no pid");

    await download(server.url, smallToken, pid);
    const baseline = await download(server.url, smallToken, pid);
    const big = await download(server.url, bigToken, pid);
    // Growth that stays put (a heap and allocator grown once) rather than growth per download.
    const again = await download(server.url, bigToken, pid);

    console.log(
      `Export download, compiled server (Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(2)}), RSS sampled every ${SAMPLE_EVERY_MS} ms`,
    );
    report("baseline: 1 application, 1 file", baseline);
    report(`${BIG_EXPORT_FILES} applications, ${BIG_EXPORT_FILES} files`, big);
    report("the same again", again);
    const growth = big.rssPeak - big.rssBefore;
    const complete = big.bytes >= BIG_EXPORT_FILES * FILE_BYTES;
    const met = complete && growth < TARGET_GROWTH_MIB * MIB;
    if (!complete) console.log(`  the big export was ${big.bytes} bytes, less than its ${BIG_EXPORT_FILES * FILE_BYTES} bytes of files`);
    console.log(`target: RSS growth < ${TARGET_GROWTH_MIB} MiB for the big export: ${met ? "met" : "missed"} (${mib(growth)})`);
    if (!met) process.exitCode = 1;
  } finally {
    await server?.stop("SIGKILL");
    await db.$disconnect();
    await dropTestDatabase(databaseUrl);
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}

await main();
