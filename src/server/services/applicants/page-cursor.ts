// Opaque keyset cursors for the HR lists (applicants, board columns, activity, exports): the
// (created_at, id) of a page's edge row and the direction to read from it, so Next and Previous
// never scan past skipped rows.
import { z } from "zod";
import { empty, sql, type Sql } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { INT32_MAX } from "../../../shared/input.js";
import { Prisma } from "../../../infra/db/generated/client.js";

export type PageCursor = { createdAt: string; id: number; direction: "next" | "prev" };

/**
 * Only what encodeCursor writes: a crafted edge the database cannot compare (year 0000, 2025-02-30,
 * an id beyond int4) would otherwise fail the query as a 500.
 */
const cursorSchema = z.object({
  createdAt: z.string().refine(isEncodedMoment),
  id: z.number().int().positive().max(INT32_MAX),
  direction: z.enum(["next", "prev"]),
});

/** An instant as toISOString writes it, in the years Postgres and JavaScript both read alike. */
function isEncodedMoment(value: string): boolean {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return false;
  const year = moment.getUTCFullYear();
  return year >= 1 && year <= 9999 && moment.toISOString() === value;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/**
 * `AND` the rows beyond the cursor's edge row: older ones for "next", newer ones for "prev". `table`
 * qualifies the columns ("e" → e.created_at); nothing when there is no cursor.
 */
export function beyondCursor(cursor: PageCursor | undefined, table?: string): Sql {
  if (!cursor) return empty;
  // `table` is a table alias written in the code, never input.
  const columns = Prisma.raw(table ? `(${table}.created_at, ${table}.id)` : "(created_at, id)");
  const comparison = cursor.direction === "prev" ? sql`>` : sql`<`;
  return sql`AND ${columns} ${comparison} (${cursor.createdAt}::timestamptz, ${cursor.id}::int4)`;
}

export function decodeCursor(token: string): PageCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
  } catch {
    throw new AppError("BAD_REQUEST", "Invalid page cursor: use a nextCursor or prevCursor from a previous page");
  }
}
