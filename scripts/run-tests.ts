// `npm test` after `prisma generate`: the run's one build, then every check and test project on two
// lanes side by side, then the timing project alone, and one summary of the whole run.
//
// On two cores the browser tests are the critical path, and they leave much of the CPU idle while
// pages wait on the network and the server. So one lane runs the e2e project at normal priority
// while the other, at nice 10, works through the rest (longest first) in the CPU the browser leaves;
// when e2e is done, its lane takes what is left. (Side by side at equal priority, page loads starved
// into timeouts: docs/decisions/0061-test-projects-and-lanes.md.) The timing project compares milliseconds, which
// anything else on the machine turns into noise, so it runs last and alone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatSummary, mergeReports, type RunReport } from "../tests/helpers/summary-table.js";
import { ensureTestBuild } from "../tests/helpers/test-build.js";

type Step = { name: string; command: string[]; vitest?: boolean };
type Outcome = { step: Step; seconds: number; code: number };

const bin = (name: string) => path.join("node_modules", ".bin", name);
const project = (name: string): Step => ({ name, command: [bin("vitest"), "run", "--project", name], vitest: true });

const BROWSER = project("e2e");
/** The rest, longest first, so the lanes end close together. */
const OTHERS: Step[] = [
  project("integration"),
  project("component"),
  project("integration-isolated"),
  project("timezone"),
  project("fuzz"),
  { name: "tsc", command: [bin("tsc"), "--noEmit"] },
  { name: "prettier", command: [bin("prettier"), "--check", "."] },
  { name: "eslint", command: [bin("eslint"), "."] },
  project("unit"),
];
const TIMING = project("timing");
const BESIDE_THE_BROWSER_NICENESS = "10";

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-"));
const reportFile = (step: Step) => path.join(reportDir, `${step.name}.json`);

/**
 * Runs one step. The browser's output (and the timing project's) streams as it comes; any other
 * step's is printed whole when it ends, so two steps' lines never interleave.
 */
function run(step: Step, { stream, niceness }: { stream: boolean; niceness?: string }): Promise<Outcome> {
  const started = performance.now();
  const [command = "", ...args] = niceness ? ["nice", "-n", niceness, ...step.command] : step.command;
  const env = { ...process.env, ...(step.vitest ? { TEST_REPORT_FILE: reportFile(step) } : {}) };
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const held: Buffer[] = [];
  const write = (chunk: Buffer) => (stream ? process.stdout.write(chunk) : held.push(chunk));
  child.stdout.on("data", write);
  child.stderr.on("data", write);
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      if (!stream) process.stdout.write(Buffer.concat([Buffer.from(`\n──── ${step.name} ────\n`), ...held]));
      resolve({ step, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 128 : 1) });
    });
  });
}

const queue = [...OTHERS];
async function drain(options: { niceness?: string }): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await run(step, { stream: false, ...options }));
  return outcomes;
}

const started = performance.now();
await ensureTestBuild();
const lanes = await Promise.all([
  run(BROWSER, { stream: true }).then(async (browser) => [browser, ...(await drain({}))]),
  drain({ niceness: BESIDE_THE_BROWSER_NICENESS }),
]);
const timing = await run(TIMING, { stream: true });
const outcomes = [...lanes.flat(), timing];

const reports = outcomes
  .filter(({ step }) => step.vitest && fs.existsSync(reportFile(step)))
  .map(({ step }) => JSON.parse(fs.readFileSync(reportFile(step), "utf8")) as RunReport);
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(formatSummary(mergeReports(reports, (performance.now() - started) / 1000)));
const line = (lane: string, o: Outcome) =>
  `  ${lane.padEnd(6)} ${o.step.name.padEnd(12)} ${o.seconds.toFixed(1).padStart(7)} s  ${o.code === 0 ? "ok" : `FAILED (exit ${o.code})`}`;
console.log(`\nSteps (lane 1 starts with ${BROWSER.name}; lane 2 runs at nice ${BESIDE_THE_BROWSER_NICENESS}; then ${TIMING.name} alone):`);
console.log([...lanes.flatMap((lane, index) => lane.map((o) => line(String(index + 1), o))), line("last", timing)].join("\n"));
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
