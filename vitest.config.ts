// Eight test projects: unit (no services), component (client forms rendered in happy-dom with a
// stubbed API), integration (real Postgres and Redis; the files that replace a module with vi.mock
// in integration-isolated), timezone (the time-bearing integration files again, with the database
// in Asia/Kolkata and Node in America/Los_Angeles), fuzz (generated bad input against every route,
// in-process), e2e (the built app in Debian's Chromium) and timing (millisecond comparisons that
// need a quiet machine). `npm test` runs them all (scripts/run-tests.ts: e2e beside the others,
// then timing alone).
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** Integration files whose assertions involve stored instants or calendar-day filters. */
const TIME_BEARING_FILES = [
  "hr-audit",
  "hr-candidates",
  "hr-applicants",
  "hr-page-cursors",
  "hr-mails",
  "me-applications",
  "mail-sweep",
  "mail-outbox",
  "retention",
  "sql-layer",
  "job-reads",
].map((name) => `tests/integration/${name}.test.ts`);

const INTEGRATION_FILES = "tests/integration/**/*.test.ts";
/**
 * Integration files that replace a module with vi.mock. The others share one module graph
 * (`isolate: false`): importing the server afresh for each of 70 files cost 70 s of CPU a run.
 */
const MOCKING_FILES = fs
  .globSync(INTEGRATION_FILES, { cwd: import.meta.dirname })
  .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), "utf8")));

/** Real Postgres, Redis and the built app, shared by the integration and timezone projects. */
const INTEGRATION = {
  globalSetup: ["tests/helpers/build-global-setup.ts", "tests/helpers/integration-global-setup.ts"],
  setupFiles: ["tests/helpers/integration-setup.ts"],
  // The worker and the browser are other processes: give polled states time under load.
  expect: { poll: { timeout: 10_000 } },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/component/setup.ts"],
          // A test types a whole form key by key: allow for a loaded machine.
          testTimeout: 20_000,
        },
      },
      { test: { ...INTEGRATION, name: "integration", include: [INTEGRATION_FILES], exclude: MOCKING_FILES, isolate: false } },
      { test: { ...INTEGRATION, name: "integration-isolated", include: MOCKING_FILES } },
      {
        test: {
          ...INTEGRATION,
          name: "timezone",
          isolate: false,
          include: ["tests/timezone/**/*.test.ts", ...TIME_BEARING_FILES],
          env: { TZ: "America/Los_Angeles" },
        },
      },
      {
        test: {
          name: "timing",
          include: ["tests/timing/**/*.test.ts"],
          globalSetup: ["tests/helpers/integration-global-setup.ts"],
          setupFiles: ["tests/helpers/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts"],
          globalSetup: ["tests/helpers/integration-global-setup.ts"],
          setupFiles: ["tests/helpers/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/helpers/e2e-global-setup.ts"],
          setupFiles: ["tests/helpers/integration-setup.ts"],
          fileParallelism: false,
          // Concurrent tests (the page-health sweeps' routes) two at a time: measured against one and three.
          maxConcurrency: 2,
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
