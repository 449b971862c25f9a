// The web client as the server uses it: the SPA (vite build) and the server render of the public
// pages (vite.ssr.config.ts), built into a folder of the caller's own.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type ClientBuild = { clientDist: string; ssrDist: string; remove: () => void };

export function buildClientForTests(parent?: string): ClientBuild {
  const dir = parent ?? fs.mkdtempSync(path.join(os.tmpdir(), "client-build-"));
  const clientDist = path.join(dir, "client");
  const ssrDist = path.join(dir, "ssr");
  execFileSync("npx", ["vite", "build", "--logLevel", "error", "--outDir", clientDist], { stdio: "inherit" });
  execFileSync("npx", ["vite", "build", "--config", "vite.ssr.config.ts", "--logLevel", "error", "--outDir", ssrDist], {
    stdio: "inherit",
  });
  return { clientDist, ssrDist, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
