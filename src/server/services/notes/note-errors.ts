// The refusals of the note verbs, and the Prisma failures that mean them.
import { AppError } from "../../../infra/errors.js";
import type { Db } from "../../../infra/db/client.js";
import { NOTE_MESSAGES } from "../../../shared/hr/notes.js";
import { Prisma } from "../../../infra/db/generated/client.js";

export function applicationNotFound(): AppError {
  return new AppError("NOT_FOUND", NOTE_MESSAGES.applicationNotFound, { reason: "APPLICATION_NOT_FOUND" });
}

/** A write matched no row (P2025) or pointed at a missing row (P2003). */
export function isMissingRow(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && (error.code === "P2025" || error.code === "P2003");
}

/**
 * After a write limited to the caller's own note matched nothing: 404 when the note does not exist,
 * 403 when another HR user wrote it.
 */
export async function refusedNoteChange(db: Db, noteId: number): Promise<AppError> {
  const exists = await db.applicationNote.findUnique({ where: { id: noteId }, select: { id: true } });
  return exists ? new AppError("FORBIDDEN", NOTE_MESSAGES.notYours) : new AppError("NOT_FOUND", NOTE_MESSAGES.noteNotFound);
}
