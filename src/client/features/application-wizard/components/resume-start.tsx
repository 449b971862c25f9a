// "Start from my resume" above step 1's fields: the candidate picks their PDF once (checked as step
// 8's resume is), it is read by the server, the answers found are filled and marked "from your
// resume", and the same file becomes the step-8 resume. A refusal leaves the form as it was.
import { useId, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import type { ApplicationFormValues } from "../../../../shared/application/form-values";
import type { ResumeFields } from "../../../../shared/application/resume-fields";
import { useAuth } from "../../auth/public";
import { parseResume, type ResumeParseOutcome } from "../api/parse-resume";
import { chosenFileError } from "../check-chosen-file";
import { usePrefillMarks } from "../prefill-marks";
import { changedAnswers, prefillAnswers } from "../prefill-answers";
import { FILE_INPUT_CLASS } from "./fields";
import { START_PANEL_CLASS } from "./start-panel";

type Status = { kind: "idle" } | { kind: "reading" } | { kind: "done"; text: string } | { kind: "problem"; text: string };

export const RESUME_MESSAGES = {
  reading: "Reading your resume…",
  busy: (seconds: number | undefined) =>
    `Too many resumes were read just now. Please wait ${seconds ? `${seconds} seconds` : "a minute"} and try again, or fill in the form yourself.`,
  signedOut: "Your session has ended. Please sign in again to read your resume.",
  failed: "Your resume could not be read just now. Please try again, or fill in the form yourself.",
  nothingFound: "No answers could be read from this resume; please fill in the form yourself. It is your resume on step 8.",
} as const;

function filledText(count: number, emailNote: string | undefined): string {
  const found = `Filled ${count} ${count === 1 ? "answer" : "answers"} from your resume, marked “from your resume”: please check them. It is also your resume on step 8.`;
  return emailNote ? `${found} ${emailNote}` : found;
}

function problemText(outcome: Exclude<ResumeParseOutcome, { kind: "read" }>): string {
  switch (outcome.kind) {
    case "refused":
      return outcome.message;
    case "busy":
      return RESUME_MESSAGES.busy(outcome.retryAfterSeconds);
    case "signed-out":
      return RESUME_MESSAGES.signedOut;
    case "failed":
      return RESUME_MESSAGES.failed;
  }
}

/** The resume's own e-mail, when it is not the account's: said, not used (the account's address is locked). */
function emailNote(fields: ResumeFields, accountEmail: string): string | undefined {
  const found = fields.email?.trim();
  if (!found || found.toLowerCase() === accountEmail.trim().toLowerCase()) return undefined;
  return `Your resume gives ${found}; this application uses your account's address, ${accountEmail}.`;
}

export function ResumeStart() {
  const form = useFormContext<ApplicationFormValues>();
  const marks = usePrefillMarks();
  const { token } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const id = useId();
  const inputId = `${id}-resume`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;

  const read = async (element: HTMLInputElement) => {
    const file = element.files?.[0];
    if (!file) return;
    const attempt = ++latest.current;
    const refusal = await chosenFileError("resume", file);
    if (refusal) {
      element.value = "";
      return setStatus({ kind: "problem", text: refusal });
    }
    setStatus({ kind: "reading" });
    const before = { ...form.getValues() };
    const outcome = await parseResume(file, token);
    if (attempt !== latest.current) return;
    if (outcome.kind !== "read") {
      element.value = "";
      return setStatus({ kind: "problem", text: problemText(outcome) });
    }
    // An answer typed while the resume was read is the candidate's: it stays.
    const keep = changedAnswers(before, form.getValues());
    const filled = prefillAnswers(form, { ...outcome.fields, resume: file } as Partial<ApplicationFormValues>, keep);
    marks.mark(filled, "resume");
    const answers = filled.filter((name) => name !== "resume").length;
    const note = emailNote(outcome.fields, form.getValues("email"));
    setStatus({ kind: "done", text: answers === 0 ? RESUME_MESSAGES.nothingFound : filledText(answers, note) });
  };

  const reading = status.kind === "reading";
  return (
    <section aria-labelledby={`${id}-heading`} className={START_PANEL_CLASS}>
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900 dark:text-slate-50">
        Start from my resume
      </h3>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Optional. Pick your resume (PDF) and the answers it holds are filled in for you to check; the same file becomes your resume on step
        8.
      </p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-700 dark:text-slate-200">
        Resume to start from (PDF)
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        disabled={reading}
        aria-describedby={`${hintId} ${statusId}`}
        onChange={(event) => void read(event.currentTarget)}
        className={`mt-1 ${FILE_INPUT_CLASS}`}
      />
      <p id={statusId} role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {status.kind === "reading" ? RESUME_MESSAGES.reading : status.kind === "done" ? status.text : ""}
      </p>
      {status.kind === "problem" ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
