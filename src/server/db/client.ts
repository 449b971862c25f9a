// The Prisma client, on the pg driver adapter (no native query engine is available here).
import { PrismaPg } from "@prisma/adapter-pg";
import { getEnv } from "../env.js";
import { PrismaClient } from "./generated/client.js";

export type Db = PrismaClient;

export function createDb(connectionString: string): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}

let shared: Db | undefined;

/** The process-wide client, created on first use from DATABASE_URL. */
export function getDb(): Db {
  shared ??= createDb(getEnv().DATABASE_URL);
  return shared;
}
