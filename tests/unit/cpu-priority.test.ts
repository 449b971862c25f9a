import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";

// Three steps below the test process's own priority (`npm test` runs this lane at nice 10).
const target = Math.min(19, os.getPriority() + 3);

// Run in a child process: the nice value cannot be raised back, and it would slow the test run.
const script = `
  import fs from "node:fs";
  import os from "node:os";
  import { lowerCpuPriority } from "./src/worker/cpu-priority.ts";
  lowerCpuPriority(${target}, (line) => console.log(line));
  const threads = fs.readdirSync("/proc/self/task").map(Number);
  console.log(JSON.stringify(threads.map((thread) => os.getPriority(thread))));
`;

describe("lowerCpuPriority", () => {
  it("lowers every thread of the process, not only the calling one", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    const priorities = JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "[]") as number[];
    expect(priorities.length).toBeGreaterThan(1);
    expect(new Set(priorities)).toEqual(new Set([target]));
  });
});
