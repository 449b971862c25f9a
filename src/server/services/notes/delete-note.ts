// HR deletes one of their own notes.
import type { Db } from "../../../infra/db/client.js";
import { refusedNoteChange } from "./note-errors.js";

export async function deleteNote(db: Db, input: { noteId: number; authorId: number }): Promise<void> {
  const { count } = await db.applicationNote.deleteMany({ where: { id: input.noteId, authorId: input.authorId } });
  if (count === 0) throw await refusedNoteChange(db, input.noteId);
}
