// HR's private notes and rating on one application (applicant or enquiry): the rating stars, a box
// for a new note and the notes newest first. Never shown to the candidate.
import { useId } from "react";
import { useAddNote, useNotes } from "../api/notes";
import { NOTE_MESSAGES } from "../../../../shared/hr/notes";
import { serverMessage } from "../../../lib/error-message";
import { NoteForm } from "./note-form";
import { NoteItem } from "./note-item";
import { PanelStates } from "./panel-states";
import { RatingStars } from "./rating-stars";

const ADD_FAILED = "Failed to add the note.";

export function NotesPanel({ applicationId }: { applicationId: number }) {
  const headingId = useId();
  const notes = useNotes(applicationId);
  const add = useAddNote(applicationId);
  const addNote = async (body: string) => {
    try {
      await add.mutateAsync({ applicationId, body });
      return true;
    } catch {
      return false;
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-brand-700 dark:text-indigo-300">
          Notes
        </h2>
        {notes.data ? <RatingStars applicationId={applicationId} rating={notes.data.rating} /> : null}
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Only HR sees these notes and the rating.</p>
      <div className="mt-3">
        <NoteForm
          label="New note"
          submitText="Add note"
          busyText="Adding..."
          busy={add.isPending}
          error={add.isError ? serverMessage(add.error, ADD_FAILED) : null}
          onSubmit={addNote}
        />
      </div>
      <PanelStates
        query={notes}
        empty={notes.data?.data.length === 0}
        loadingText="Loading notes..."
        failedText={NOTE_MESSAGES.fetchFailed}
        emptyText={NOTE_MESSAGES.noNotes}
      >
        <ul className="mt-4 grid gap-3" aria-label="Notes, newest first">
          {notes.data?.data.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      </PanelStates>
    </section>
  );
}
