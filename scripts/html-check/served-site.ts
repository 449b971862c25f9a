// The site as production serves it, for the checkers: the client, page renderer and server built
// into folders of their own, a fresh database with the demo jobs and one candidate and one HR user,
// and the compiled server started on a free port.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedJobs } from "../../prisma/seed.js";
import { createDb } from "../../src/infra/db/client.js";
import { signToken } from "../../src/server/services/auth/tokens.js";
import type { Role } from "../../src/shared/user.js";
import { createUser } from "../../tests/helpers/factories.js";
import { ensureTestBuild } from "../../tests/helpers/test-build.js";
import { createTestDatabase, dropTestDatabase } from "../../tests/helpers/test-database.js";
import { TEST_JWT_SECRET, TEST_PRODUCTION_SECRETS } from "../../tests/helpers/test-secrets.js";
import { startWebServerProcess } from "../../tests/helpers/web-server-process.js";

/** What the app keeps in localStorage for a signed-in visitor (STORAGE_KEYS.authToken and .user). */
export type Session = { authToken: string; user: string };

export type ServedSite = { url: string; sessions: Record<"candidate" | "hr", Session>; stop: () => Promise<void> };

async function createSession(databaseUrl: string, role: Role, name: string): Promise<Session> {
  const db = createDb(databaseUrl);
  try {
    const user = await createUser(db, { role, name });
    const authToken = await signToken(TEST_JWT_SECRET, user);
    return { authToken, user: JSON.stringify({ id: user.id, name: user.name, email: user.email, role: user.role }) };
  } finally {
    await db.$disconnect();
  }
}

export async function startServedSite(): Promise<ServedSite> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "check-html-"));
  const [databaseUrl, build] = await Promise.all([createTestDatabase("check_html"), ensureTestBuild()]);
  const stopped: (() => Promise<void> | void)[] = [
    () => fs.rmSync(workDir, { recursive: true, force: true }),
    () => dropTestDatabase(databaseUrl),
  ];
  const stop = async () => {
    for (const step of stopped.reverse()) await step();
  };
  try {
    const db = createDb(databaseUrl);
    await seedJobs(db).finally(() => db.$disconnect());
    const sessions = {
      candidate: await createSession(databaseUrl, "user", "Chitra Candidate"),
      hr: await createSession(databaseUrl, "hr", "Hema HR"),
    };
    const server = await startWebServerProcess(build.nodeDist, {
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      DATABASE_URL: databaseUrl,
      ...TEST_PRODUCTION_SECRETS,
      CLIENT_DIST: build.clientDist,
      SSR_DIST: build.ssrDist,
      UPLOAD_DIR: path.join(workDir, "uploads"),
      MAIL_DIR: path.join(workDir, "mail"),
      QUEUE_PREFIX: `check-html-${crypto.randomBytes(4).toString("hex")}`,
    });
    stopped.push(() => server.stop("SIGTERM").then(() => undefined));
    return { url: server.url, sessions, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
