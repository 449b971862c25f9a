// Each test run gets its own Postgres database: a copy (CREATE DATABASE … TEMPLATE, milliseconds) of a
// template that the real migrations built once for this set of migrations.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const MIGRATIONS_DIR = path.resolve("prisma", "migrations");
const TEMPLATE_PREFIX = "careers_template_";
// One lock for every run on this Postgres: template builds and copies never overlap.
const TEMPLATE_LOCK = "SELECT pg_advisory_lock(hashtext('careers_test_template'))";

export function testDatabaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The template's name: a hash of every migration file, so a new or changed migration builds a new one. */
function templateName(): string {
  const hash = crypto.createHash("sha256");
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update("\0").update(fs.readFileSync(full)).update("\0");
  }
  return `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 16)}`;
}

/**
 * Builds the template with `prisma migrate deploy` unless it exists; drops templates of older
 * migrations. (`npm run db:migrate` also runs the identifier re-key: a template has no rows for it.)
 */
async function ensureTemplate(client: pg.Client, template: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
    `${TEMPLATE_PREFIX}%`,
  ]);
  if (rows.some((row) => row.datname === template)) return;
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  // Built under another name and renamed when complete, so a failed migration never leaves a template.
  const building = `${template}_building`;
  await client.query(`CREATE DATABASE "${building}"`);
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(building) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
}

/**
 * Creates `careers_test_<label>_<random>` with every migration applied; returns its URL. `timeZone`
 * becomes the database's TimeZone setting, which every new session starts with.
 */
export async function createTestDatabase(label: string, options: { timeZone?: string } = {}): Promise<string> {
  const name = `careers_test_${label}_${crypto.randomBytes(4).toString("hex")}`;
  const template = templateName();
  await admin(async (client) => {
    await client.query(TEMPLATE_LOCK);
    await ensureTemplate(client, template);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    if (options.timeZone) await client.query(`ALTER DATABASE "${name}" SET TimeZone TO '${options.timeZone}'`);
  });
  return testDatabaseUrl(name);
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** The migration folders, oldest first (their names start with their timestamps). */
function migrationNames(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Runs one migration's SQL on a database, as `prisma migrate deploy` would (no migrations table is kept). */
export async function applyMigration(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"));
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty `careers_test_<label>_<random>` and applies the migrations up to and including
 * `last`, for tests of what a later migration does to existing rows; returns its URL.
 */
export async function createDatabaseAtMigration(label: string, last: string): Promise<string> {
  const names = migrationNames();
  if (!names.includes(last)) throw new Error(`No migration ${last}`);
  const name = `careers_test_${label}_${crypto.randomBytes(4).toString("hex")}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = testDatabaseUrl(name);
  for (const migration of names.filter((migration) => migration <= last)) await applyMigration(url, migration);
  return url;
}
