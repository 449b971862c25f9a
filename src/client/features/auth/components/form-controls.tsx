// The controls of the account forms: labelled text and password fields (with show/hide), the
// error and status lines, and a submit button that says what it is doing while busy.
import { useState, type ComponentProps, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_TEXTS } from "../../../../shared/password";
import { cx } from "../../../lib/cx";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, type InputProps } from "../../../components/ui/input";

type FieldProps = Omit<InputProps, "id" | "size"> & { label: string; invalid?: boolean };

export function TextField({ label, invalid, className, ...input }: FieldProps) {
  return (
    <Field label={label} className={className}>
      {(field) => <Input size="md" {...field} aria-invalid={invalid || undefined} {...input} />}
    </Field>
  );
}

/** `hint`: a rule shown under the field before anyone types, read out with it. */
export function PasswordField({ label, invalid, className, hint, ...input }: Omit<FieldProps, "type"> & { hint?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} className={className}>
      {(field) => (
        <div className="relative">
          <Input
            size="md"
            {...field}
            type={visible ? "text" : "password"}
            aria-invalid={invalid || undefined}
            className="pr-16"
            {...input}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-controls={field.id}
            className="absolute inset-y-1 right-1"
          >
            {visible ? "Hide" : "Show"}
          </Button>
        </div>
      )}
    </Field>
  );
}

/** The form's error, announced by screen readers as it appears. */
/** `action` follows the message inside the alert: the way out of the refusal (a link). */
export function FormAlert({ message, action }: { message: string | undefined; action?: ReactNode }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
    >
      {message}
      {action ? <> {action}</> : null}
    </p>
  );
}

export function FormStatus({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300"
    >
      {message}
    </p>
  );
}

type SubmitProps = Omit<ComponentProps<"button">, "type"> & { busy: boolean; busyLabel: string };

export function SubmitButton({ busy, busyLabel, children, className, disabled, ...button }: SubmitProps) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} className={cx("w-full", className)} {...button}>
      {busy ? busyLabel : children}
    </Button>
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
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint={PASSWORD_TEXTS.hint}
        invalid={invalid.password}
        {...fields.password}
      />
      <PasswordField label={labels.confirm} autoComplete="new-password" invalid={invalid.confirm} {...fields.confirm} />
    </>
  );
}
