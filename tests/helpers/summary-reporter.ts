// Prints one closing line per vitest project ("unit: 12 passed, 0 failed") and a total, then a
// duration table (time spent in each project's files and the ten slowest files), so every run's
// output says how many tests ran and where the time went.
import type { Reporter, TestModule } from "vitest/node";

type ProjectTally = { passed: number; failed: number; skipped: number; files: number; seconds: number };

const SLOWEST_SHOWN = 10;

/** Seconds a file took: importing it, its setup files and all its tests and hooks. */
function fileSeconds(testModule: TestModule): number {
  const d = testModule.diagnostic();
  return (d.setupDuration + d.collectDuration + d.duration) / 1000;
}

function countLine(name: string, c: Pick<ProjectTally, "passed" | "failed" | "skipped">): string {
  return `${name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;
}

export default class SummaryReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tallies = new Map<string, ProjectTally>();
    const files: { name: string; seconds: number }[] = [];
    for (const testModule of testModules) {
      const name = testModule.project.name || "tests";
      const tally = tallies.get(name) ?? { passed: 0, failed: 0, skipped: 0, files: 0, seconds: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") tally.passed += 1;
        else if (state === "failed") tally.failed += 1;
        else tally.skipped += 1;
      }
      const seconds = fileSeconds(testModule);
      tally.files += 1;
      tally.seconds += seconds;
      files.push({ name: `${name}  ${testModule.relativeModuleId}`, seconds });
      tallies.set(name, tally);
    }
    const sorted = [...tallies].sort(([a], [b]) => a.localeCompare(b));
    const total = { passed: 0, failed: 0, skipped: 0 };
    for (const [, c] of sorted) {
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
    const durationRows = sorted.map(
      ([name, c]) => `  ${name.padEnd(12)} ${String(c.files).padStart(4)} files ${c.seconds.toFixed(1).padStart(8)} s`,
    );
    const slowest = files
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST_SHOWN)
      .map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`);
    console.log(
      [
        "",
        ...sorted.map(([name, c]) => countLine(name, c)),
        countLine("total", total).replace("total: ", ""),
        "",
        `Durations (file time per project; wall clock ${((Date.now() - this.startedAt) / 1000).toFixed(1)} s):`,
        ...durationRows,
        `The ${Math.min(SLOWEST_SHOWN, files.length)} slowest files:`,
        ...slowest,
      ].join("\n"),
    );
  }
}
