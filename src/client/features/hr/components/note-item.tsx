// One note in the panel: author, relative time (the exact moment on hover), "edited" when changed;
// its author may edit it in place or delete it after a confirmation.
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { formatRelativeTime } from "../../../lib/format-date";
import { useEditNote, useRemoveNote } from "../api/notes";
import { NOTE_MESSAGES, type Note } from "../../../../shared/hr/notes";
import { serverMessage } from "../../../lib/error-message";
import { formatMoment } from "../lib/format";
import { HrDialog } from "./hr-dialog";
import { NoteForm } from "./note-form";

const EDIT_FAILED = "Failed to save the note.";
const DELETE_FAILED = "Failed to delete the note.";

function DeleteNoteDialog({ note, onClose }: { note: Note; onClose: () => void }) {
  const remove = useRemoveNote(onClose);
  const close = () => !remove.isPending && onClose();
  return (
    <HrDialog
      open
      onOpenChange={(open) => !open && close()}
      title="Delete note"
      description={NOTE_MESSAGES.deleteConfirm}
      error={remove.isError ? serverMessage(remove.error, DELETE_FAILED) : null}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => remove.mutate({ noteId: note.id })} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </>
      }
    />
  );
}

export function NoteItem({ note }: { note: Note }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const edit = useEditNote();
  const author = note.author?.name ?? "Former HR user";
  const save = async (body: string) => {
    try {
      await edit.mutateAsync({ noteId: note.id, body });
      setEditing(false);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <li className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-800 dark:text-slate-200">{note.mine ? `${author} (you)` : author}</span>
        <time dateTime={note.createdAt} title={formatMoment(note.createdAt)}>
          {formatRelativeTime(note.createdAt)}
        </time>
        {note.updatedAt !== note.createdAt ? <span title={formatMoment(note.updatedAt)}>· edited</span> : null}
      </p>
      {editing ? (
        <div className="mt-2">
          <NoteForm
            label="Edit note"
            initialBody={note.body}
            submitText="Save"
            busyText="Saving..."
            busy={edit.isPending}
            error={edit.isError ? serverMessage(edit.error, EDIT_FAILED) : null}
            onSubmit={save}
          >
            <Button
              variant="secondary"
              onClick={() => {
                edit.reset();
                setEditing(false);
              }}
              disabled={edit.isPending}
            >
              Cancel
            </Button>
          </NoteForm>
        </div>
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm">{note.body}</p>
      )}
      {note.mine && !editing ? (
        <div className="mt-2 flex gap-4">
          <Button variant="link" size="sm" onClick={() => setEditing(true)} aria-label={`Edit note from ${formatMoment(note.createdAt)}`}>
            Edit
          </Button>
          <Button
            variant="link"
            size="sm"
            onClick={() => setConfirmingDelete(true)}
            aria-label={`Delete note from ${formatMoment(note.createdAt)}`}
          >
            Delete
          </Button>
        </div>
      ) : null}
      {confirmingDelete ? <DeleteNoteDialog note={note} onClose={() => setConfirmingDelete(false)} /> : null}
    </li>
  );
}
