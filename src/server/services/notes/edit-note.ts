// HR rewrites one of their own notes, with its audit row (note id and application, never the text)
// in the same transaction.
import type { Db } from "../../../infra/db/client.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { EditNoteInput, Note } from "../../../shared/hr/notes.js";
import { isMissingRow, refusedNoteChange } from "./note-errors.js";
import { NOTE_SELECT, toNote } from "./note-mapper.js";

export async function editNote(db: Db, input: EditNoteInput & { authorId: number }): Promise<Note> {
  try {
    const row = await db.$transaction(async (tx) => {
      const updated = await tx.applicationNote.update({
        where: { id: input.noteId, authorId: input.authorId },
        data: { body: input.body },
        select: { ...NOTE_SELECT, applicationId: true },
      });
      await recordAudit(tx, {
        actorId: input.authorId,
        action: "note_edited",
        targetType: "note",
        targetId: updated.id,
        applicationId: updated.applicationId,
      });
      return updated;
    });
    return toNote(row, input.authorId);
  } catch (error) {
    if (isMissingRow(error)) throw await refusedNoteChange(db, input.noteId);
    throw error;
  }
}
