// The text box of a new or edited note: Ctrl+Enter (⌘+Enter on a Mac) saves, the button says so,
// and the server's refusal shows under it.
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { NOTE_BODY_MAX } from "../../../../shared/hr/notes";

type NoteFormProps = {
  label: string;
  initialBody?: string;
  submitText: string;
  busyText: string;
  busy: boolean;
  error: string | null;
  /** Resolves true when saved: a new note's box is emptied then. */
  onSubmit: (body: string) => Promise<boolean>;
  /** More buttons beside the submit one (Cancel). */
  children?: ReactNode;
};

export function NoteForm({ label, initialBody = "", submitText, busyText, busy, error, onSubmit, children }: NoteFormProps) {
  const id = useId();
  const [body, setBody] = useState(initialBody);
  const blank = body.trim() === "";
  const submit = async () => {
    if (blank || busy) return;
    if (await onSubmit(body)) setBody("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={onFormSubmit} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={NOTE_BODY_MAX}
        rows={3}
        placeholder="Write a note only HR can see…"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {body.length}/{NOTE_BODY_MAX} · Ctrl+Enter to save
        </p>
        <div className="flex gap-2">
          {children}
          <Button type="submit" disabled={blank || busy}>
            {busy ? busyText : submitText}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
