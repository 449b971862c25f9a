// HR deletes one of their own notes, with its audit row (note id and application) in the same
// transaction.
import type { Db } from "../../../infra/db/client.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { refusedNoteChange } from "./note-errors.js";

export async function deleteNote(db: Db, input: { noteId: number; authorId: number }): Promise<void> {
  const deleted = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ application_id: number }[]>`
      DELETE FROM application_notes WHERE id = ${input.noteId} AND author_id = ${input.authorId} RETURNING application_id`;
    if (!row) return false;
    await recordAudit(tx, {
      actorId: input.authorId,
      action: "note_deleted",
      targetType: "note",
      targetId: input.noteId,
      applicationId: row.application_id,
    });
    return true;
  });
  if (!deleted) throw await refusedNoteChange(db, input.noteId);
}
