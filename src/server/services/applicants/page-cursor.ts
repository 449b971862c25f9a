// Opaque keyset cursors for the applicant lists: the (created_at, id) of a page's edge row and the
// direction to read from it, so Next and Previous never scan past skipped rows.
import { z } from "zod";
import { AppError } from "../../../infra/errors.js";

export type PageCursor = { createdAt: string; id: number; direction: "next" | "prev" };

const cursorSchema = z.object({
  createdAt: z.iso.datetime(),
  id: z.number().int().positive(),
  direction: z.enum(["next", "prev"]),
});

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

export function decodeCursor(token: string): PageCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
  } catch {
    throw new AppError("BAD_REQUEST", "Invalid page cursor: use a nextCursor or prevCursor from a previous page");
  }
}
