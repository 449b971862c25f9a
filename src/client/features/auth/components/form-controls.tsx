// The controls of the account forms: labelled text and password fields (with show/hide), the
// error and status lines, and a submit button that says what it is doing while busy.
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_TEXTS } from "../../../../shared/password";
import { BUTTON_PRIMARY } from "../../../components/button-styles";
import { cx } from "../../../components/cx";

const INPUT_CLASS =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-100 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800";

type FieldProps = Omit<ComponentProps<"input">, "id"> & { label: string; invalid?: boolean; hint?: ReactNode };

export function TextField({ label, invalid, hint, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <input id={id} aria-invalid={invalid || undefined} className={INPUT_CLASS} {...input} />
      {hint}
    </div>
  );
}

/** `hint`: a rule shown under the field before anyone types, read out with it. */
export function PasswordField({ label, invalid, className, hint, ...input }: Omit<FieldProps, "type" | "hint"> & { hint?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
          className={cx(INPUT_CLASS, "pr-16")}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The form's error, announced by screen readers as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
      {message}
    </p>
  );
}

export function FormStatus({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300">
      {message}
    </p>
  );
}

type SubmitProps = Omit<ComponentProps<"button">, "type"> & { busy: boolean; busyLabel: string };

export function SubmitButton({ busy, busyLabel, children, className, disabled, ...button }: SubmitProps) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} className={cx(BUTTON_PRIMARY, "w-full", className)} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}

type NewPasswordFieldsProps = {
  labels: { password: string; confirm: string };
  fields: { password: UseFormRegisterReturn; confirm: UseFormRegisterReturn };
  invalid: { password: boolean; confirm: boolean };
};

/** A new password and its confirmation, the rule shown under the first before anyone types. */
export function NewPasswordFields({ labels, fields, invalid }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={labels.password} autoComplete="new-password" hint={PASSWORD_TEXTS.hint} invalid={invalid.password} {...fields.password} />
      <PasswordField label={labels.confirm} autoComplete="new-password" invalid={invalid.confirm} {...fields.confirm} />
    </>
  );
}
