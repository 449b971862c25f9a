// An application's notes, newest first, with its rating.
import type { Db } from "../../../infra/db/client.js";
import type { NotesList } from "../../../shared/hr/notes.js";
import { applicationNotFound } from "./note-errors.js";
import { NOTE_SELECT, toNote } from "./note-mapper.js";

export async function listNotes(db: Db, input: { applicationId: number; viewerId: number }): Promise<NotesList> {
  const application = await db.application.findUnique({
    where: { id: input.applicationId },
    select: { rating: true, notes: { select: NOTE_SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }] } },
  });
  if (!application) throw applicationNotFound();
  return { data: application.notes.map((row) => toNote(row, input.viewerId)), rating: application.rating };
}
