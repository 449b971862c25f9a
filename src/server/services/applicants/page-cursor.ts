// Opaque keyset cursors for the HR lists (applicants, board columns, activity, exports): the
// (created_at, id) of a page's edge row and the direction to read from it, so Next and Previous
// never scan past skipped rows.
import { z } from "zod";
import { AppError } from "../../../infra/errors.js";
import { Prisma } from "../../db/generated/client.js";

export type PageCursor = { createdAt: string; id: number; direction: "next" | "prev" };

const cursorSchema = z.object({
  createdAt: z.iso.datetime(),
  id: z.number().int().positive(),
  direction: z.enum(["next", "prev"]),
});

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/**
 * `AND` the rows beyond the cursor's edge row: older ones for "next", newer ones for "prev". `table`
 * qualifies the columns ("e" → e.created_at); nothing when there is no cursor.
 */
export function beyondCursor(cursor: PageCursor | undefined, table?: string): Prisma.Sql {
  if (!cursor) return Prisma.empty;
  const columns = Prisma.raw(table ? `(${table}.created_at, ${table}.id)` : "(created_at, id)");
  const comparison = Prisma.raw(cursor.direction === "prev" ? ">" : "<");
  return Prisma.sql`AND ${columns} ${comparison} (${cursor.createdAt}::timestamp, ${cursor.id}::int4)`;
}

export function decodeCursor(token: string): PageCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
  } catch {
    throw new AppError("BAD_REQUEST", "Invalid page cursor: use a nextCursor or prevCursor from a previous page");
  }
}
