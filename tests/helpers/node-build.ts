// How tests and benches start one of the compiled entries of a build (tests/helpers/test-build.ts),
// with the node flags production uses.
import path from "node:path";
import { NODE_ENTRIES, RUNTIME_FLAGS } from "../../scripts/build-node.js";

/** `node` arguments that run one compiled entry, e.g. `spawn(process.execPath, nodeArgs(dir, "server"))`. */
export function nodeArgs(dir: string, entry: keyof typeof NODE_ENTRIES, ...args: string[]): string[] {
  return [...RUNTIME_FLAGS[entry], path.join(dir, `${entry}.js`), ...args];
}
