// The Prisma client, on the pg driver adapter (no native query engine is available here), over a
// pg pool that the mail pipeline's hot statements also use (see sqlPool).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../../server/db/generated/client.js";

export type Db = PrismaClient;

const pools = new WeakMap<Db, pg.Pool>();

export function createDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString });
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * The pg pool under a client made by createDb, closed with it. For statements run for every mail:
 * Prisma's own work per raw query (about 0.7 ms of CPU, measured for bench/mail.ts) is several
 * times the statement's.
 */
export function sqlPool(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("This Prisma client was not made by createDb");
  return pool;
}
