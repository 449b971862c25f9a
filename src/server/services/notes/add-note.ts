// HR adds a note to an application; the caller is its author.
import type { Db } from "../../../infra/db/client.js";
import type { AddNoteInput, Note } from "../../../shared/hr/notes.js";
import { applicationNotFound, isMissingRow } from "./note-errors.js";
import { NOTE_SELECT, toNote } from "./note-mapper.js";

export async function addNote(db: Db, input: AddNoteInput & { authorId: number }): Promise<Note> {
  try {
    const row = await db.applicationNote.create({
      data: { applicationId: input.applicationId, authorId: input.authorId, body: input.body },
      select: NOTE_SELECT,
    });
    return toNote(row, input.authorId);
  } catch (error) {
    if (isMissingRow(error)) throw applicationNotFound();
    throw error;
  }
}
