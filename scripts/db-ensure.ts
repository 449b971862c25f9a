// Creates the database named in DATABASE_URL when it does not exist yet (first run on a machine).
// eslint-disable-next-line no-restricted-syntax -- the database does not exist yet: no Prisma client can connect
import pg from "pg";
import { getEnv } from "../src/infra/env.js";

export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const created = await ensureDatabase(getEnv().DATABASE_URL);
  console.log(created ? "database created" : "database exists");
}
