// Lowers the CPU priority (raises the nice value) of this process. On Linux a nice value belongs
// to a thread, so each thread listed in /proc/self/task is set; elsewhere only the calling one.
import fs from "node:fs";
import os from "node:os";

export function lowerCpuPriority(nice: number, log: (line: string) => void): void {
  let threads = [0];
  try {
    threads = fs.readdirSync("/proc/self/task").map(Number);
  } catch {
    // not Linux: the calling thread only
  }
  for (const thread of threads) {
    try {
      os.setPriority(thread, Math.max(os.getPriority(thread), nice));
    } catch (error) {
      log(`could not lower the CPU priority: ${(error as Error).message}`);
      return;
    }
  }
}
