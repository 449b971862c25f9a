// The wizard's inputs, bound to the form by name: labelled, required ones marked *, the field's
// error shown under it and cleared as soon as the field is edited, restricted inputs filtered; an
// answer a start option filled says so ("from your resume") until it is edited.
import { useRef, type ChangeEvent, type ReactNode } from "react";
import { useController, useFormContext, type FieldPath } from "react-hook-form";
import { DEFAULT_UPLOAD_MAX_MB, type UploadField } from "../../../../shared/application/files";
import type { ApplicationFormValues } from "../../../../shared/application/form-values";
import { INPUT_RESTRICTIONS, isRestrictedField } from "../../../../shared/application/input-restrictions";
import { Field, FieldLabel, FieldMessages, RequiredMark } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { chosenFileError } from "../check-chosen-file";
import { PREFILL_MARK_TEXT, usePrefillMarks, type PrefillSource } from "../prefill-marks";
import type { AnswerName } from "../step-fields";
import { Button } from "../../../components/ui/button";

type Name = FieldPath<ApplicationFormValues>;
type BaseProps = { name: Name; label: string; required?: boolean };

/** The controller of a field whose error and prefill mark clear on every edit. */
function useField(name: Name) {
  const { control, clearErrors } = useFormContext<ApplicationFormValues>();
  const marks = usePrefillMarks();
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController({ name, control });
  const change = (next: unknown) => {
    onChange(next);
    if (fieldState.error) clearErrors(name);
    marks.unmark(name as AnswerName);
  };
  return { ref, value, onBlur, error: fieldState.error?.message, change, source: marks.sourceOf(name as AnswerName) };
}

/** The ids for aria-describedby: the error's while there is one, the prefill mark's while it shows. */
function describedBy(name: Name, error: string | undefined, source?: PrefillSource): string | undefined {
  return [error ? `${name}-error` : undefined, source ? `${name}-source` : undefined].filter(Boolean).join(" ") || undefined;
}

/** "from your resume": in words, not a colour alone, and read with the field (aria-describedby). */
function PrefillMark({ name, source, text }: { name: Name; source: PrefillSource | undefined; text?: string }) {
  if (!source) return null;
  return (
    <p id={`${name}-source`} className="mt-1">
      <span className="inline-block rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300">
        {text ?? PREFILL_MARK_TEXT[source]}
      </span>
    </p>
  );
}

/** A group's or a checkbox's messages, with the ids describedBy names. */
function Messages({ name, error }: { name: Name; error: string | undefined }) {
  return <FieldMessages hintId={`${name}-hint`} errorId={`${name}-error`} error={error} announceError />;
}

type TextFieldProps = BaseProps & {
  type?: "text" | "email" | "tel" | "date" | "url";
  inputMode?: "numeric" | "decimal" | "text" | "email" | "tel" | "url";
  max?: string;
  placeholder?: string;
  autoComplete?: string;
  /** A warning computed from the current value (e.g. the 10-digit limit). */
  hintFor?: (value: string) => string | undefined;
  /** A standing explanation under the field, shown when there is no warning. */
  note?: string;
  readOnly?: boolean;
  /** An extra check when the field loses focus; its message becomes the field's error. */
  onBlurCheck?: (value: string) => string | undefined;
  multiline?: boolean;
};

export function TextField({ name, label, required, hintFor, note, onBlurCheck, multiline, ...inputProps }: TextFieldProps) {
  const { setError } = useFormContext<ApplicationFormValues>();
  const { ref, value: fieldValue, onBlur: fieldBlur, error, change, source } = useField(name);
  const value = typeof fieldValue === "string" ? fieldValue : "";
  const warning = hintFor?.(value);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change(isRestrictedField(name) ? INPUT_RESTRICTIONS[name](e.target.value) : e.target.value);
  const onBlur = () => {
    fieldBlur();
    const message = onBlurCheck?.(value);
    if (message) setError(name, { type: "blur", message });
  };
  return (
    <div>
      <Field
        id={name}
        label={label}
        required={required}
        hint={warning ?? note}
        hintTone={warning ? "warning" : "info"}
        error={error}
        announceError
      >
        {(field) => {
          const common = {
            ...field,
            "aria-describedby": withMark(field["aria-describedby"], name, source),
            name,
            ref,
            value,
            onChange,
            onBlur,
          };
          return multiline ? <Textarea rows={4} {...common} /> : <Input {...inputProps} type={inputProps.type ?? "text"} {...common} />;
        }}
      </Field>
      <PrefillMark name={name} source={source} />
    </div>
  );
}

export function SelectField({ name, label, required, options }: BaseProps & { options: readonly string[] }) {
  const { ref, value: fieldValue, onBlur: fieldBlur, error, change, source } = useField(name);
  return (
    <div>
      <Field id={name} label={label} required={required} error={error} announceError>
        {(field) => (
          <Select
            {...field}
            aria-describedby={withMark(field["aria-describedby"], name, source)}
            ref={ref}
            value={String(fieldValue ?? "")}
            onChange={(e) => change(e.target.value)}
            onBlur={fieldBlur}
            options={options}
          >
            <option value="">Select…</option>
          </Select>
        )}
      </Field>
      <PrefillMark name={name} source={source} />
    </div>
  );
}

/** A Field's aria-describedby with the prefill mark's id added while it shows. */
function withMark(describedByIds: string | undefined, name: Name, source: PrefillSource | undefined): string | undefined {
  return [describedByIds, source ? `${name}-source` : undefined].filter(Boolean).join(" ") || undefined;
}

type ChoiceGroupProps = BaseProps & { error: string | undefined; source: PrefillSource | undefined; children: ReactNode };

function ChoiceGroup({ name, label, required, error, source, children }: ChoiceGroupProps) {
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, error, source)}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        {required && (
          <>
            <RequiredMark />
            {/* A group cannot carry aria-required, so its name says it. */}
            <span className="sr-only"> (required)</span>
          </>
        )}
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">{children}</div>
      <Messages name={name} error={error} />
      <PrefillMark name={name} source={source} />
    </fieldset>
  );
}

const choiceClass = "flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300";
const boxClass = "h-4 w-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500";

export function RadioField({ name, label, required, options }: BaseProps & { options: readonly string[] }) {
  const { ref, value: fieldValue, error, change, source } = useField(name);
  return (
    <ChoiceGroup name={name} label={label} required={required} error={error} source={source}>
      {options.map((option, index) => (
        <label key={option} className={choiceClass}>
          <input
            type="radio"
            name={name}
            value={option}
            ref={index === 0 ? ref : undefined}
            checked={fieldValue === option}
            onChange={() => change(option)}
            className={boxClass}
          />
          {option}
        </label>
      ))}
    </ChoiceGroup>
  );
}

export function CheckboxGroupField({ name, label, required, options }: BaseProps & { options: readonly string[] }) {
  const { ref, value: fieldValue, error, change, source } = useField(name);
  const selected = Array.isArray(fieldValue) ? (fieldValue as string[]) : [];
  const toggle = (option: string) => change(selected.includes(option) ? selected.filter((o) => o !== option) : [...selected, option]);
  return (
    <ChoiceGroup name={name} label={label} required={required} error={error} source={source}>
      {options.map((option, index) => (
        <label key={option} className={choiceClass}>
          <input
            type="checkbox"
            ref={index === 0 ? ref : undefined}
            checked={selected.includes(option)}
            onChange={() => toggle(option)}
            className={boxClass}
          />
          {option}
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** A single box: required (the declaration) unless `required` is false; `hint` explains it underneath. */
export function CheckboxField({ name, label, required = true, hint }: BaseProps & { hint?: ReactNode }) {
  const { ref, value: fieldValue, error, change } = useField(name);
  const hintId = `${name}-hint`;
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          ref={ref}
          checked={fieldValue === true}
          onChange={(e) => change(e.target.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy(name, error), hint ? hintId : undefined].filter(Boolean).join(" ") || undefined}
          className={`mt-0.5 ${boxClass}`}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <div className="pl-7">
        <FieldMessages hintId={hintId} hint={hint} errorId={`${name}-error`} error={error} announceError />
      </div>
    </div>
  );
}

export const FILE_INPUT_CLASS =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-200";

/** A PDF upload: each chosen file is checked at once (a refused one is not kept) and can be removed. */
export function FileField({ name, label, required }: Omit<BaseProps, "name"> & { name: UploadField }) {
  const { setError } = useFormContext<ApplicationFormValues>();
  const { ref, value: fieldValue, error, change, source } = useField(name);
  const input = useRef<HTMLInputElement | null>(null);
  // A slow check of an earlier choice must not overwrite a later one.
  const latestChoice = useRef(0);
  const file = fieldValue instanceof File ? fieldValue : null;

  const choose = async (element: HTMLInputElement) => {
    const chosen = element.files?.[0] ?? null;
    const choice = ++latestChoice.current;
    const message = chosen ? await chosenFileError(name, chosen) : undefined;
    if (choice !== latestChoice.current) return;
    if (!message) return change(chosen);
    element.value = "";
    change(null);
    setError(name, { type: "validate", message });
  };
  const remove = () => {
    latestChoice.current += 1;
    if (input.current) input.current.value = "";
    change(null);
    input.current?.focus();
  };

  return (
    <div>
      <FieldLabel htmlFor={name} required={required}>
        {label}
      </FieldLabel>
      <input
        id={name}
        ref={(element) => {
          ref(element);
          input.current = element;
        }}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(e) => void choose(e.currentTarget)}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, source)}
        className={FILE_INPUT_CLASS}
      />
      {file ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-600 dark:text-slate-400">
          <span>Chosen: {file.name}</span>
          <Button variant="link" onClick={remove}>
            Remove<span className="sr-only"> {label}</span>
          </Button>
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">PDF only, up to {DEFAULT_UPLOAD_MAX_MB} MB.</p>
      )}
      <PrefillMark name={name} source={source} text={source === "resume" ? "the resume you started from" : undefined} />
      <Messages name={name} error={error} />
    </div>
  );
}
