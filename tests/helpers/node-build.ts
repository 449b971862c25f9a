// The compiled server, worker and scripts (scripts/build-node.ts), which tests start as processes
// the way production runs them: built once per test run into a folder of the run's own.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildNode, NODE_ENTRIES, RUNTIME_FLAGS } from "../../scripts/build-node.js";

export type NodeBuild = { dir: string; remove: () => void };

export async function buildNodeForTests(): Promise<NodeBuild> {
  // Inside the project, so the compiled files resolve their packages from its node_modules.
  const dir = path.resolve("var", `test-build-${crypto.randomBytes(4).toString("hex")}`);
  await buildNode(dir);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** `node` arguments that run one compiled entry, e.g. `spawn(process.execPath, nodeArgs(dir, "server"))`. */
export function nodeArgs(dir: string, entry: keyof typeof NODE_ENTRIES, ...args: string[]): string[] {
  return [...RUNTIME_FLAGS[entry], path.join(dir, `${entry}.js`), ...args];
}
