// HR adds a note to an application; the caller is its author. The audit row (note id and
// application, never the text) is written in the same transaction.
import type { Db } from "../../../infra/db/client.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { AddNoteInput, Note } from "../../../shared/hr/notes.js";
import { applicationNotFound, isMissingRow } from "./note-errors.js";
import { NOTE_SELECT, toNote } from "./note-mapper.js";

export async function addNote(db: Db, input: AddNoteInput & { authorId: number }): Promise<Note> {
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.applicationNote.create({
        data: { applicationId: input.applicationId, authorId: input.authorId, body: input.body },
        select: NOTE_SELECT,
      });
      await recordAudit(tx, {
        actorId: input.authorId,
        action: "note_added",
        targetType: "note",
        targetId: created.id,
        applicationId: input.applicationId,
      });
      return created;
    });
    return toNote(row, input.authorId);
  } catch (error) {
    if (isMissingRow(error)) throw applicationNotFound();
    throw error;
  }
}
