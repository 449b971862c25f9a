// The closing summary of a test run: one line per vitest project ("unit: 12 passed, 0 failed") and a
// total, then each failed test with the first line of its error (so the tail of a long CI log names
// the failure), the time spent in each project's files and the ten slowest files. The summary reporter
// prints it for one vitest process; scripts/run-tests.ts merges the reports of all of `npm test`'s.

export type ProjectTally = { passed: number; failed: number; skipped: number; files: number; seconds: number };
export type FileTime = { project: string; file: string; seconds: number };
export type FailedTest = { project: string; file: string; name: string; error: string };
/** What one vitest process reports. */
export type RunReport = { projects: Record<string, ProjectTally>; files: FileTime[]; failures: FailedTest[]; wallSeconds: number };

const SLOWEST_SHOWN = 10;

function countLine(name: string, c: Pick<ProjectTally, "passed" | "failed" | "skipped">): string {
  return `${name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;
}

/** The reports of several processes as one (their projects are disjoint). */
export function mergeReports(reports: RunReport[], wallSeconds: number): RunReport {
  return {
    projects: Object.assign({}, ...reports.map((r) => r.projects)) as Record<string, ProjectTally>,
    files: reports.flatMap((r) => r.files),
    failures: reports.flatMap((r) => r.failures),
    wallSeconds,
  };
}

export function formatSummary({ projects, files, failures, wallSeconds }: RunReport): string {
  const sorted = Object.entries(projects).sort(([a], [b]) => a.localeCompare(b));
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const [, c] of sorted) {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
  return [
    "",
    ...sorted.map(([name, c]) => countLine(name, c)),
    countLine("total", total).replace("total: ", ""),
    ...(failures.length > 0 ? ["", "Failed:", ...failures.map((f) => `  ${f.project}  ${f.file} > ${f.name}\n      ${f.error}`)] : []),
    "",
    `Durations (file time per project; wall clock ${wallSeconds.toFixed(1)} s):`,
    ...sorted.map(([name, c]) => `  ${name.padEnd(12)} ${String(c.files).padStart(4)} files ${c.seconds.toFixed(1).padStart(8)} s`),
    `The ${slowest.length} slowest files:`,
    ...slowest.map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.project}  ${f.file}`),
  ].join("\n");
}
