// The built app that tests, benches and checks run: the SPA (vite build), the server render of the
// public pages (vite.ssr.config.ts) and dist/node (scripts/build-node.ts), built once under
// var/test-build/<hash of the sources>/ and reused for as long as the sources hash the same.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildNode } from "../../scripts/build-node.js";

export type TestBuild = { dir: string; clientDist: string; ssrDist: string; nodeDist: string };

const BUILD_ROOT = path.resolve("var", "test-build");
/** Everything a build reads besides node_modules (which package-lock.json stands for). */
const INPUTS = [
  "src",
  "prisma/schema.prisma",
  "prisma/seed.ts",
  "prisma/seed-data",
  "scripts",
  "vite.config.ts",
  "vite.ssr.config.ts",
  "tsconfig.json",
  "package-lock.json",
];
// Another checkout's run in this tree may still be using its build: keep builds used this recently.
const KEEP_UNUSED_MS = 60 * 60 * 1000;
const VITE = path.resolve("node_modules", "vite", "bin", "vite.js");

/** A hash of the build's inputs: every file's path and content. */
export function sourceHash(): string {
  const hash = crypto.createHash("sha256");
  for (const input of INPUTS) {
    const files = fs.statSync(input).isDirectory()
      ? fs
          .readdirSync(input, { recursive: true, encoding: "utf8" })
          .map((file) => path.join(input, file))
          .filter((file) => fs.statSync(file).isFile())
      : [input];
    for (const file of files.sort()) hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

function paths(dir: string): TestBuild {
  return { dir, clientDist: path.join(dir, "client"), ssrDist: path.join(dir, "ssr"), nodeDist: path.join(dir, "node") };
}

/**
 * A production build whoever asks for it. Vite compiles JSX for the NODE_ENV it finds, and vitest sets
 * NODE_ENV=test: a build made under vitest called React's jsxDEV, which production's React does not
 * have, so a bench that reused it (NODE_ENV=production) had every server render fail into the SPA shell.
 */
function vite(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, "build", "--logLevel", "error", ...args], {
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(" ")} exited with ${code}`))));
  });
}

async function build(into: TestBuild): Promise<void> {
  // The two Vite builds one after the other: both regenerate src/client/route-tree.gen.ts.
  const client = vite(["--outDir", into.clientDist]).then(() => vite(["--config", "vite.ssr.config.ts", "--outDir", into.ssrDist]));
  await Promise.all([client, buildNode(into.nodeDist)]);
}

function dropUnused(current: string): void {
  for (const name of fs.readdirSync(BUILD_ROOT)) {
    const dir = path.join(BUILD_ROOT, name);
    if (dir !== current && Date.now() - fs.statSync(dir).mtimeMs > KEEP_UNUSED_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function buildOnce(): Promise<TestBuild> {
  const done = paths(path.join(BUILD_ROOT, sourceHash()));
  fs.mkdirSync(BUILD_ROOT, { recursive: true });
  if (!fs.existsSync(done.dir)) {
    const started = performance.now();
    // Built beside and renamed when complete, so a half-built folder never looks done.
    const building = paths(fs.mkdtempSync(`${done.dir}.building-`));
    try {
      await build(building);
      fs.renameSync(building.dir, done.dir);
      console.log(`test build ${path.relative(".", done.dir)} in ${Math.round((performance.now() - started) / 1000)} s`);
    } catch (error) {
      // Another run of the same sources finished first: use its build.
      if (!fs.existsSync(done.dir)) throw error;
    } finally {
      fs.rmSync(building.dir, { recursive: true, force: true });
    }
  }
  const now = new Date();
  fs.utimesSync(done.dir, now, now);
  dropUnused(done.dir);
  return done;
}

const BUILD_KEY = Symbol.for("careers-portal.test-build");
type WithBuild = typeof globalThis & { [BUILD_KEY]?: Promise<TestBuild> };

/**
 * The build of the current sources, made if missing. One build per process: the global setups of
 * every project (and a bench) that asks share it.
 */
export function ensureTestBuild(): Promise<TestBuild> {
  const holder = globalThis as WithBuild;
  holder[BUILD_KEY] ??= buildOnce();
  return holder[BUILD_KEY];
}
