// The one SQL layer beside Prisma's model API, for the reads Prisma cannot say or says too slowly
// (the hot lists, search, exports, the mail pipeline) and the set-based writes its API lacks
// (batched inserts, guarded UPDATE … RETURNING). Statements are Prisma.sql templates; every row is
// parsed by a zod schema, so a row's type is checked, not asserted.
//
// On the client itself a statement runs on the pg pool under Prisma (Prisma's own work per raw
// query, ~0.7 ms of CPU, is several times a hot statement's: docs/decisions/0002-prisma-6-19-on-wasm-engines.md); on a
// transaction client it runs through Prisma inside that transaction. Both read dates alike:
// timestamptz as the instant it is, DATE as UTC midnight (as Prisma does). On the pool a timestamp
// without a time zone is refused (its meaning would depend on the session's TimeZone); Prisma's
// adapter cannot tell it from a timestamptz, so inside a transaction the lint rule is what keeps it
// out (eslint.config.js: no ::timestamp, AT TIME ZONE, LOCALTIMESTAMP, now() in SQL).
import pg from "pg";
import { z } from "zod";
import { Prisma } from "./generated/client.js";
import { poolOf, type Db } from "./client.js";

export type Tx = Prisma.TransactionClient;
/** The client, or a transaction client inside `db.$transaction(async (tx) => …)`. */
export type DbOrTx = Db | Tx;
export type Sql = Prisma.Sql;

export const sql = Prisma.sql;
export const join = Prisma.join;
export const empty = Prisma.empty;
/** Trusted SQL text (column lists built from constants), never user input. */
export const raw = Prisma.raw;

const DATE_OID = 1082;
const TIMESTAMP_OID = 1114;

const DATES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === DATE_OID) return (text: string) => new Date(`${text}T00:00:00.000Z`);
    if (oid === TIMESTAMP_OID) {
      return () => {
        throw new Error("A query returned a timestamp without time zone: select timestamptz (an instant) instead");
      };
    }
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

type Options = {
  /** Prepares the statement once per connection: only for SQL whose text never varies. */
  name?: string;
};

async function rowsOf(executor: DbOrTx, query: Sql, options: Options): Promise<unknown[]> {
  const pool = poolOf(executor);
  if (pool) return (await pool.query({ text: query.text, values: query.values, types: DATES, ...options })).rows;
  return executor.$queryRawUnsafe<unknown[]>(query.text, ...query.values);
}

// Each row schema is compiled once (z.compile: a generated parser, falling back to zod's own for
// what it cannot model): an export parses 100k rows, where the plain parser cost 14–23 % more CPU.
const compiled = new WeakMap<z.ZodType, z.ZodType>();
function compiledSchema<S extends z.ZodType>(row: S): S {
  let schema = compiled.get(row);
  if (!schema) {
    schema = z.compile(row);
    compiled.set(row, schema);
  }
  return schema as S;
}

/** The rows of a SELECT (or a write's RETURNING), each parsed by `row`. */
export async function selectRows<S extends z.ZodType>(executor: DbOrTx, query: Sql, row: S, options: Options = {}): Promise<z.output<S>[]> {
  const schema = compiledSchema(row);
  return (await rowsOf(executor, query, options)).map((r) => schema.parse(r));
}

/** The first row, or undefined. */
export async function selectRow<S extends z.ZodType>(
  executor: DbOrTx,
  query: Sql,
  row: S,
  options: Options = {},
): Promise<z.output<S> | undefined> {
  const [first] = await selectRows(executor, query, row, options);
  return first;
}

/** A write without RETURNING; answers how many rows it touched. */
export async function execute(executor: DbOrTx, query: Sql, options: Options = {}): Promise<number> {
  const pool = poolOf(executor);
  if (pool) return (await pool.query({ text: query.text, values: query.values, ...options })).rowCount ?? 0;
  return executor.$executeRawUnsafe(query.text, ...query.values);
}

/**
 * An exclusion constraint refused the row (23P01: e.g. one interviewer in two interviews at once);
 * Prisma's model API wraps it as a known request error with the driver adapter's error as its cause.
 */
export function isExclusionViolation(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return error.code === "23P01";
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const meta = error.meta as { driverAdapterError?: { cause?: { originalCode?: unknown } } } | undefined;
    return meta?.driverAdapterError?.cause?.originalCode === "23P01";
  }
  const cause = (error as { cause?: { originalCode?: unknown } } | null)?.cause;
  return cause?.originalCode === "23P01";
}

/** Another request wrote the same unique key first: Prisma's P2002, or Postgres' 23505 on either path. */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return true;
    // A raw statement's failure inside a transaction: the driver adapter's error, with Postgres' code, is its cause.
    const meta = error.meta as { driverAdapterError?: { cause?: { originalCode?: unknown } } } | undefined;
    return error.code === "P2010" && meta?.driverAdapterError?.cause?.originalCode === "23505";
  }
  return error instanceof pg.DatabaseError && error.code === "23505";
}
