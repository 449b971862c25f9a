// The Prisma client, on the pg driver adapter (no native query engine is available here), over a
// pg pool that the SQL layer (sql.ts) also runs its statements on.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client.js";

export type Db = PrismaClient;

const pools = new WeakMap<object, pg.Pool>();

/**
 * Every session runs in UTC, whatever the database's or the server's TimeZone setting: the pg
 * adapter reads a timestamptz by replacing its offset with +00:00 (@prisma/adapter-pg 6.19,
 * normalize_timestamptz), so in any other session zone Prisma would read wrong instants.
 */
const SESSION_OPTIONS = "-c TimeZone=UTC";

export function createDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, options: SESSION_OPTIONS });
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/** The pg pool under a client made by createDb (closed with it); undefined for a transaction client. */
export function poolOf(db: object): pg.Pool | undefined {
  return pools.get(db);
}
