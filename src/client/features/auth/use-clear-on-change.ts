// An auth form shows no message left from an earlier attempt: as soon as any field changes, the
// validation errors and the form's own error (a server answer, a failed action) are cleared. The
// changed field is validated again right after (react-hook-form re-validates it), so what shows
// is about what is typed now.
import { useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

export function useClearOnChange<T extends FieldValues>(form: UseFormReturn<T>, clearOwnError: () => void): void {
  const clear = useRef(clearOwnError);
  useEffect(() => {
    clear.current = clearOwnError;
  });
  useEffect(() => {
    const subscription = form.watch(() => {
      form.clearErrors();
      clear.current();
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
