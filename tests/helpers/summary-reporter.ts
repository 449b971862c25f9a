// Prints one closing line per vitest project ("unit: 12 passed, 0 failed") and a total, so a run's
// output says how many unit, integration and e2e tests ran.
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const testModule of testModules) {
      const name = testModule.project.name || "tests";
      const count = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") count.passed += 1;
        else if (state === "failed") count.failed += 1;
        else count.skipped += 1;
      }
      counts.set(name, count);
    }
    const total = { passed: 0, failed: 0, skipped: 0 };
    const lines = [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, c]) => {
        total.passed += c.passed;
        total.failed += c.failed;
        total.skipped += c.skipped;
        return `${name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;
      });
    console.log(
      `\n${lines.join("\n")}\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
    );
  }
}
