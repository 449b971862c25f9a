// HR deletes one of their own notes, with its audit row (note id and application) in the same
// transaction.
import type { Db } from "../../../infra/db/client.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { isMissingRow, refusedNoteChange } from "./note-errors.js";

export async function deleteNote(db: Db, input: { noteId: number; authorId: number }): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const deleted = await tx.applicationNote.delete({
        where: { id: input.noteId, authorId: input.authorId },
        select: { applicationId: true },
      });
      await recordAudit(tx, {
        actorId: input.authorId,
        action: "note_deleted",
        targetType: "note",
        targetId: input.noteId,
        applicationId: deleted.applicationId,
      });
    });
  } catch (error) {
    if (isMissingRow(error)) throw await refusedNoteChange(db, input.noteId);
    throw error;
  }
}
