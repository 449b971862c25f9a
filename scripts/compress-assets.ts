// Pre-compresses the built client's text files (brotli and gzip, node:zlib) beside the originals,
// so the server answers them compressed without spending CPU per request: `app.js` gets
// `app.js.br` and `app.js.gz` when that saves bytes. HTML is left alone (pages are rendered from
// index.html), as are source maps (never served) and Vite's .vite/ manifest.
// Runs as a Vite plugin after every client build (`precompressAssets()` in vite.config.ts), so
// `npm run build`, the e2e setup and the benchmarks, which call `vite build` directly, all get
// the same output; by hand on a built folder: node scripts/compress-assets.ts [dist/client]
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Files below this gain too little to be worth a second request path. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|wasm|ico)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type CompressionResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith(".")),
    );
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir` they make smaller. */
export async function compressAssets(dir: string): Promise<CompressionResult> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const result: CompressionResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // zlib's async calls run on libuv's thread pool; a few at a time keeps every thread busy.
  const queue = [...files];
  const workers = Array.from({ length: Math.max(2, os.availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const original = await fs.readFile(file);
      if (original.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length >= original.length && gz.length >= original.length) continue;
      // The server picks a variant only when it exists, so an unhelpful one is simply not written.
      if (br.length < original.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < original.length) await fs.writeFile(`${file}.gz`, gz);
      result.files += 1;
      result.bytes += original.length;
      result.brotliBytes += Math.min(br.length, original.length);
      result.gzipBytes += Math.min(gz.length, original.length);
    }
  });
  await Promise.all(workers);
  return result;
}

export function describeCompression(result: CompressionResult): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return `pre-compressed ${result.files} files: ${kb(result.bytes)} → brotli ${kb(result.brotliBytes)}, gzip ${kb(result.gzipBytes)}`;
}

/** Compresses the client build's output once it is written (client builds only, not SSR ones). */
export function precompressAssets(): Plugin {
  return {
    name: "careers:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    writeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const { root, build } = this.environment.config;
        const result = await compressAssets(path.resolve(root, build.outDir));
        this.environment.logger.info(describeCompression(result));
      },
    },
  };
}

if (import.meta.main) {
  const dir = process.argv[2] ?? path.join("dist", "client");
  console.log(describeCompression(await compressAssets(dir)));
}
