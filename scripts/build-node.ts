// Compiles the server, the mail worker and the operator scripts into plain ESM under dist/node, one
// file per entry plus shared chunks, with npm packages left as imports (they come from
// node_modules at run time). Runs on Node 24's own type stripping, so the build needs no tsx.
//   node scripts/build-node.ts [--outdir DIR]
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { build } from "esbuild";

export const NODE_ENTRIES = {
  server: "src/server/index.ts",
  worker: "src/worker/index.ts",
  "db-ensure": "scripts/db-ensure.ts",
  "user-create": "scripts/user-create.ts",
  "init-secrets": "scripts/init-secrets.ts",
  "rekey-identifiers": "scripts/rekey-identifiers.ts",
  seed: "prisma/seed.ts",
  // A worker thread's file, started by src/infra/resume/pdf-text-pool.ts (it finds it beside itself).
  "pdf-text-worker": "src/infra/resume/pdf-text-worker.ts",
} as const;

/**
 * The node flags each compiled entry runs with, wherever it runs (npm scripts, the Dockerfile,
 * compose, tests, benchmarks). The web server's heap is capped: V8 sizes it from the machine's
 * memory and, with room to spare, let garbage reach ~500 MB of RSS under load where the live set
 * after a full collection is ~80 MB (docs/decisions/0010-memory-and-runtime-flags.md). Allocation-site pretenuring is off:
 * streaming a CSV export, V8 pretenured the per-row objects of the batch in flight and the export's
 * garbage then went straight to the old space (a fresh server's 100k export grew RSS by a median 41 MB,
 * up to 60, with it; 28 MB, up to 44, without: docs/decisions/0010-memory-and-runtime-flags.md).
 */
export const RUNTIME_FLAGS: Record<keyof typeof NODE_ENTRIES, readonly string[]> = {
  server: ["--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=16", "--no-allocation-site-pretenuring"],
  worker: ["--enable-source-maps"],
  "db-ensure": ["--enable-source-maps"],
  "user-create": ["--enable-source-maps"],
  "init-secrets": ["--enable-source-maps"],
  "rekey-identifiers": ["--enable-source-maps"],
  seed: ["--enable-source-maps"],
  "pdf-text-worker": [],
};

export async function buildNode(outdir: string): Promise<void> {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: NODE_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    sourcemap: true,
    jsx: "automatic",
    legalComments: "none",
    logLevel: "warning",
  });
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { outdir: { type: "string", default: "dist/node" } } });
  const started = performance.now();
  await buildNode(values.outdir);
  console.log(`built ${Object.keys(NODE_ENTRIES).join(", ")} into ${values.outdir} in ${Math.round(performance.now() - started)} ms`);
}
