// A process's resident set size, read from /proc/<pid>/status (Linux), for the memory benches.
import fs from "node:fs";

/** The process's resident set size in bytes. */
export function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
