// Bundle budget: reads the SPA of the tests' build (tests/helpers/test-build.ts, made if missing) or
// the --dist folder given, then prints
// the gzip size of the JS and CSS each route loads first: the entry with its static imports, plus
// the route's own split component chunk and those of its parent layouts, with their static
// imports. Code loaded later (lazy components, dynamic imports) is left out. Exits non-zero when
// home is over its budget.
//   npm run bench:bundle -- [--dist dist/client] [--budget-kb 170]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { ensureTestBuild } from "../tests/helpers/test-build.js";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const { values: args } = parseArgs({
  options: { dist: { type: "string" }, "budget-kb": { type: "string", default: "170" } },
});
const HOME_BUDGET_BYTES = Number(args["budget-kb"]) * 1000;
const ROUTE_TREE = path.join("src", "client", "route-tree.gen.ts");

type RouteNode = { fullPath: string; file: string; parent: string | null };

/**
 * Every route of the generated route tree with its URL, its file and its parent, read from
 * src/client/route-tree.gen.ts (the build regenerates it from the routes folder).
 */
function readRoutes(): Map<string, RouteNode> {
  const source = fs.readFileSync(ROUTE_TREE, "utf8");
  const files = new Map([...source.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map((m) => [m[1], m[2]]));
  const byFullPath = source.match(/interface FileRoutesByFullPath \{([^}]*)\}/)?.[1] ?? "";
  const fullPaths = new Map([...byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)].map((m) => [m[2], m[1]]));
  const routes = new Map<string, RouteNode>();
  for (const m of source.matchAll(/const (\w+) = (\w+)\.update\(\{[^}]*getParentRoute: \(\) => (\w+)/g)) {
    const [, name = "", importName = "", parent = ""] = m;
    routes.set(name, {
      fullPath: fullPaths.get(name) ?? "?",
      file: files.get(importName) ?? "?",
      parent: parent === "rootRouteImport" ? null : parent,
    });
  }
  return routes;
}

/** The chunk holding a route file's component (alone, or grouped with its loader: vite.config.ts). */
function componentChunk(manifest: Manifest, file: string): string | undefined {
  const prefix = `routes/${file}.tsx?tsr-split=`;
  return Object.keys(manifest).find((key) => key.startsWith(prefix) && key.slice(prefix.length).split("---").includes("component"));
}

/** A chunk and everything it imports statically, transitively. */
function withStaticImports(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function gzipBytes(dist: string, file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function measure(dist: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the manifest has no entry chunk");
  const routes = readRoutes();

  return [...routes.values()]
    .filter((route) => componentChunk(manifest, route.file))
    .map((route) => {
      // The route's own component chunk and those of the layouts around it.
      const routeChunks: string[] = [];
      for (let node: RouteNode | undefined = route; node; node = node.parent ? routes.get(node.parent) : undefined) {
        const chunk = componentChunk(manifest, node.file);
        if (chunk) routeChunks.push(chunk);
      }
      const chunks = withStaticImports(manifest, [entry, ...routeChunks]);
      const jsFiles = new Set([...chunks].map((key) => manifest[key]?.file ?? ""));
      const cssFiles = new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));
      const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(dist, file), 0);
      return { route: route.fullPath, js: sum(jsFiles), css: sum(cssFiles), chunks: jsFiles.size };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const dist = args.dist ?? (await ensureTestBuild()).clientDist;
const rows = measure(dist);
const width = Math.max(...rows.map((r) => r.route.length), 5);
console.log(`${"route".padEnd(width)}  ${"JS (gzip)".padStart(10)}  ${"CSS (gzip)".padStart(10)}  chunks`);
for (const row of rows) {
  console.log(`${row.route.padEnd(width)}  ${kb(row.js).padStart(10)}  ${kb(row.css).padStart(10)}  ${String(row.chunks).padStart(6)}`);
}
const home = rows.find((row) => row.route === "/");
if (!home) throw new Error("no home route in the build");
const ok = home.js <= HOME_BUDGET_BYTES;
console.log(`\nhome JS ${kb(home.js)} of a ${kb(HOME_BUDGET_BYTES)} budget: ${ok ? "within budget" : "OVER BUDGET"}`);
if (!ok) process.exitCode = 1;
