// HR rewrites one of their own notes.
import type { Db } from "../../../infra/db/client.js";
import type { EditNoteInput, Note } from "../../../shared/hr/notes.js";
import { isMissingRow, refusedNoteChange } from "./note-errors.js";
import { NOTE_SELECT, toNote } from "./note-mapper.js";

export async function editNote(db: Db, input: EditNoteInput & { authorId: number }): Promise<Note> {
  try {
    const row = await db.applicationNote.update({
      where: { id: input.noteId, authorId: input.authorId },
      data: { body: input.body },
      select: NOTE_SELECT,
    });
    return toNote(row, input.authorId);
  } catch (error) {
    if (isMissingRow(error)) throw await refusedNoteChange(db, input.noteId);
    throw error;
  }
}
