// "Start from my last application" above step 1's fields, for a candidate starting afresh who has
// applied before: the previous application's answers filled in and marked "from your last
// application", its resume and documents reused when they exist and the candidate keeps the box ticked.
import { useId, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import type { ApplicationFormValues } from "../../../../shared/application/form-values";
import type { ApplicationDefaults } from "../../../../shared/me/application-defaults";
import { Button } from "../../../components/ui/button";
import { formatShortDate } from "../../../lib/format-date";
import { useAuth } from "../../auth/public";
import { fetchPreviousFile } from "../api/fetch-previous-files";
import { usePrefillMarks } from "../prefill-marks";
import { prefillAnswers } from "../prefill-answers";
import { START_PANEL_CLASS } from "./start-panel";

export type PreviousApplication = NonNullable<ApplicationDefaults["defaults"]>;

export const LAST_APPLICATION_MESSAGES = {
  fileMissing: "Its files could not be fetched: please choose your resume on step 8.",
} as const;

export function LastApplicationStart({ previous }: { previous: PreviousApplication }) {
  const form = useFormContext<ApplicationFormValues>();
  const marks = usePrefillMarks();
  const { token } = useAuth();
  const hasFiles = previous.files.resume || previous.files.academics;
  const [reuseFiles, setReuseFiles] = useState(true);
  const [state, setState] = useState<"offered" | "filling" | "filled">("offered");
  const [status, setStatus] = useState("");
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const start = async () => {
    setState("filling");
    const files: Partial<ApplicationFormValues> = {};
    let missing = false;
    if (hasFiles && reuseFiles) {
      for (const field of ["resume", "academics"] as const) {
        if (!previous.files[field]) continue;
        const file = await fetchPreviousFile(previous.applicationId, field, token);
        if (file) files[field] = file;
        else missing = true;
      }
    }
    const filled = prefillAnswers(form, { ...previous.values, ...files });
    marks.mark(filled, "last-application");
    const answers = filled.filter((name) => name !== "resume" && name !== "academics").length;
    const reused = files.resume ? " and its resume" : "";
    setStatus(
      `Filled ${answers} ${answers === 1 ? "answer" : "answers"}${reused} from your application for ${previous.jobTitle}, marked “from your last application”: please check them.${missing ? ` ${LAST_APPLICATION_MESSAGES.fileMissing}` : ""}`,
    );
    setState("filled");
    // The button is gone: focus stays in the panel, whose status says what was filled.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={START_PANEL_CLASS}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none dark:text-slate-50">
        Start from my last application
      </h3>
      {state !== "filled" ? (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            You applied for {previous.jobTitle} on {formatShortDate(previous.appliedAt)}. Start from those answers?
          </p>
          {hasFiles ? (
            <label className="mt-3 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                checked={reuseFiles}
                onChange={(event) => setReuseFiles(event.target.checked)}
                className="mt-0.5 h-4 w-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              />
              Reuse my resume and documents from that application
            </label>
          ) : null}
          <Button variant="secondary" size="sm" className="mt-3" disabled={state === "filling"} onClick={() => void start()}>
            {state === "filling" ? "Filling in…" : "Start from my last application"}
          </Button>
        </>
      ) : null}
      <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {status}
      </p>
    </section>
  );
}
