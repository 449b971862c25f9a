// Serves the built client's files (dist/client): hashed assets, media, favicon. A file the build
// pre-compressed (scripts/compress-assets.ts) is answered as its .br or .gz sibling when the
// client's Accept-Encoding allows, with Vary: Accept-Encoding. Hashed files under /assets/ are
// cached for a year as immutable; other files briefly; HTML is revalidated on every use. Source
// maps and the compressed siblings themselves are never routes, and any other /assets/ path is a
// 404 (never the page fallback's HTML, which a browser would try to run as a script).
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export const ASSETS_PREFIX = "/assets/";
/** Vite names every file under /assets/ by its content hash, so a changed file has a new URL. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Media and the favicon keep their names when they change: an hour fresh, then revalidated in the background. */
export const PUBLIC_FILE_CACHE = "public, max-age=3600, stale-while-revalidate=86400";
export const HTML_CACHE = "no-cache";

const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** True when the client has been built, i.e. dist/client/index.html exists. */
export function hasClientBuild(clientDist: string): boolean {
  return fs.existsSync(path.join(path.resolve(clientDist), "index.html"));
}

/** The files under `root` that have a pre-compressed sibling (their responses vary by Accept-Encoding). */
function compressedFiles(root: string): Set<string> {
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(
    files
      .filter((entry) => COMPRESSED_SUFFIX.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name).replace(COMPRESSED_SUFFIX, "")),
  );
}

function cacheControlFor(root: string, file: string): string {
  if (file.endsWith(".html")) return HTML_CACHE;
  return `/${path.relative(root, file).split(path.sep).join("/")}`.startsWith(ASSETS_PREFIX) ? IMMUTABLE_CACHE : PUBLIC_FILE_CACHE;
}

export async function registerStaticAssets(app: FastifyInstance, clientDist: string): Promise<void> {
  if (!hasClientBuild(clientDist)) return;
  const root = path.resolve(clientDist);
  const varyByEncoding = compressedFiles(root);
  await app.register(fastifyStatic, {
    root,
    // One GET and HEAD route per file found at start (the build does not change under a running server).
    wildcard: false,
    index: false,
    globIgnore: ["**/*.br", "**/*.gz", "**/*.map"],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, sentFile) => {
      // `sentFile` is the variant on disk: app.js.br for a brotli answer to GET /assets/app.js.
      const file = sentFile.replace(COMPRESSED_SUFFIX, "");
      res.setHeader("cache-control", cacheControlFor(root, file));
      if (varyByEncoding.has(file)) res.setHeader("vary", "Accept-Encoding");
    },
  });
  app.get(`${ASSETS_PREFIX}*`, (_request, reply) => reply.code(404).send({ error: "Not found" }));
}
