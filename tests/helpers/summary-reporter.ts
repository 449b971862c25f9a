// Ends a vitest run with its summary (summary-table.ts): tests per project, file time per project
// and the slowest files. Under scripts/run-tests.ts (TEST_REPORT_FILE set) it writes the figures to
// that file instead, for the one summary of the whole run.
import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";
import { formatSummary, type FileTime, type ProjectTally, type RunReport } from "./summary-table.js";

/** Seconds a file took: importing it, its setup files and all its tests and hooks. */
function fileSeconds(testModule: TestModule): number {
  const d = testModule.diagnostic();
  return (d.setupDuration + d.collectDuration + d.duration) / 1000;
}

export default class SummaryReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects: Record<string, ProjectTally> = {};
    const files: FileTime[] = [];
    for (const testModule of testModules) {
      const project = testModule.project.name || "tests";
      const tally = (projects[project] ??= { passed: 0, failed: 0, skipped: 0, files: 0, seconds: 0 });
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") tally.passed += 1;
        else if (state === "failed") tally.failed += 1;
        else tally.skipped += 1;
      }
      const seconds = fileSeconds(testModule);
      tally.files += 1;
      tally.seconds += seconds;
      files.push({ project, file: testModule.relativeModuleId, seconds });
    }
    const report: RunReport = { projects, files, wallSeconds: (Date.now() - this.startedAt) / 1000 };
    const reportFile = process.env.TEST_REPORT_FILE;
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(report));
    else console.log(formatSummary(report));
  }
}
