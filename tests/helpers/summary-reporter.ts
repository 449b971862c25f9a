// Ends a vitest run with its summary (summary-table.ts): tests per project, file time per project
// and the slowest files. Under scripts/run-tests.ts (TEST_REPORT_FILE set) it writes the figures to
// that file instead, for the one summary of the whole run.
import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";
import { formatSummary, type FailedTest, type FileTime, type ProjectTally, type RunReport } from "./summary-table.js";

/** Seconds a file took: importing it, its setup files and all its tests and hooks. */
function fileSeconds(testModule: TestModule): number {
  const d = testModule.diagnostic();
  return (d.setupDuration + d.collectDuration + d.duration) / 1000;
}

const firstLine = (message: string | undefined) => message?.split("\n")[0] ?? "";

export default class SummaryReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects: Record<string, ProjectTally> = {};
    const files: FileTime[] = [];
    const failures: FailedTest[] = [];
    for (const testModule of testModules) {
      const project = testModule.project.name || "tests";
      const tally = (projects[project] ??= { passed: 0, failed: 0, skipped: 0, files: 0, seconds: 0 });
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") tally.passed += 1;
        else if (state === "failed") {
          tally.failed += 1;
          failures.push({
            project,
            file: testModule.relativeModuleId,
            name: test.fullName,
            error: firstLine(test.result().errors?.[0]?.message),
          });
        } else tally.skipped += 1;
      }
      // An error outside any test (a file that does not import, a failing beforeAll) fails the run too.
      for (const error of testModule.errors()) {
        tally.failed += 1;
        failures.push({ project, file: testModule.relativeModuleId, name: "(the file)", error: firstLine(error.message) });
      }
      const seconds = fileSeconds(testModule);
      tally.files += 1;
      tally.seconds += seconds;
      files.push({ project, file: testModule.relativeModuleId, seconds });
    }
    const report: RunReport = { projects, files, failures, wallSeconds: (Date.now() - this.startedAt) / 1000 };
    const reportFile = process.env.TEST_REPORT_FILE;
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(report));
    else console.log(formatSummary(report));
  }
}
