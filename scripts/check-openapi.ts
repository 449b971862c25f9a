// Lints the OpenAPI document the server serves at /api/docs/json with Redocly's recommended rules:
// builds the app in-process, asks it for the document, writes it (indented, so the problems' line
// numbers lead somewhere) to var/openapi.json and runs `redocly lint` on it, which prints each
// problem and exits non-zero on any error. Needs Redis (the app connects at start), not a database.
//   npm run check:openapi
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "../src/infra/env.js";
import { buildApp } from "../src/server/app.js";
import { closeDeps, createDeps } from "../src/server/deps.js";
import { API_DOCS_PATH } from "../src/server/web/security-headers.js";

const DOCUMENT_FILE = path.join("var", "openapi.json");

async function servedDocument(): Promise<unknown> {
  const deps = createDeps(parseEnv({ ...process.env, LOG_LEVEL: "silent" }));
  const app = await buildApp(deps);
  try {
    const response = await app.inject({ method: "GET", url: `${API_DOCS_PATH}/json` });
    if (response.statusCode !== 200) throw new Error(`GET ${API_DOCS_PATH}/json answered ${response.statusCode}`);
    return response.json();
  } finally {
    await app.close();
    await closeDeps(deps);
  }
}

fs.mkdirSync(path.dirname(DOCUMENT_FILE), { recursive: true });
fs.writeFileSync(DOCUMENT_FILE, JSON.stringify(await servedDocument(), null, 2));
try {
  execFileSync("npx", ["redocly", "lint", DOCUMENT_FILE, "--format", "stylish"], {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
} catch {
  // Redocly has printed its problems and summary.
  process.exitCode = 1;
}
