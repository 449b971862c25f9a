// A labelled form field: the label bound to the control (htmlFor), an optional hint and error
// under it, both read out with the control (aria-describedby), the control marked invalid while
// the error shows. The control itself is the render prop's, so any input, select or textarea fits.
import { useId, type ReactNode } from "react";
import { LABEL_CLASS } from "../../lib/control-styles";

export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** The control's id; a generated one unless the page needs a stable one. */
  id?: string;
  /** Marks the label with a * (hidden from screen readers, which hear aria-required instead). */
  required?: boolean;
  hint?: ReactNode;
  /** `warning`: a hint that warns about the value typed, rather than explains the field. */
  hintTone?: "info" | "warning";
  error?: string;
  /** Announce the error as it appears (role="alert"). */
  announceError?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

const HINT_TONES = {
  info: "mt-1 text-sm text-slate-600 dark:text-slate-400",
  warning: "mt-1 text-xs text-amber-700 dark:text-amber-400",
} as const;

export function Field({ label, id, required, hint, hintTone = "info", error, announceError, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required || undefined,
      })}
      <FieldMessages hintId={hintId} hint={hint} hintTone={hintTone} errorId={errorId} error={error} announceError={announceError} />
    </div>
  );
}

type FieldMessagesProps = Pick<FieldProps, "hint" | "hintTone" | "error" | "announceError"> & { hintId: string; errorId: string };

/** The hint and error under a control (or a group of them), with the ids its aria-describedby names. */
export function FieldMessages({ hintId, hint, hintTone = "info", errorId, error, announceError }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={HINT_TONES[hintTone]}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={announceError ? "alert" : undefined} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A field's label, or a group's legend text, with the required mark. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor?: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={LABEL_CLASS}>
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700 dark:text-red-400">
      {" "}
      *
    </span>
  );
}
