// The auth forms show one message at a time, like the spec's forms: the first failing field in
// the order of the spec's checks.
import type { FieldErrors, FieldValues, Path } from "react-hook-form";

export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}
