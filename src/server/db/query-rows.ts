// Runs a Prisma.sql statement on the pg pool under the Prisma client, reading dates as Prisma does
// (TIMESTAMP as UTC, DATE as UTC midnight). For reads on every request (the token's user, the HR
// lists): Prisma's own work per raw query, ~0.7 ms of CPU, is several times the statement's
// (bench/http.ts, "ORM cost"; docs/decisions.md, "Prisma 7").
import pg from "pg";
import { sqlPool, type Db } from "../../infra/db/client.js";
import type { Prisma } from "./generated/client.js";

const TIMESTAMP_OID = 1114;
const DATE_OID = 1082;

const PRISMA_DATES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === TIMESTAMP_OID) return (text: string) => new Date(`${text.replace(" ", "T")}Z`);
    if (oid === DATE_OID) return (text: string) => new Date(`${text}T00:00:00.000Z`);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** `name` makes it a prepared statement per connection: only for SQL whose text never varies. */
export async function queryRows<T extends object>(db: Db, sql: Prisma.Sql, name?: string): Promise<T[]> {
  const { rows } = await sqlPool(db).query<T>({ text: sql.text, values: sql.values, types: PRISMA_DATES, ...(name ? { name } : {}) });
  return rows;
}
