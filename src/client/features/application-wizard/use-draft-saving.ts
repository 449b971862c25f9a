// Saves the draft on every change of the values or the step, while `enabled`.
import { useEffect } from "react";
import { saveDraft } from "./draft";
import type { Wizard } from "./use-wizard";

export function useDraftSaving(wizard: Wizard, userEmail: string, enabled: boolean): void {
  const { form, step } = wizard;
  useEffect(() => {
    if (!enabled) return;
    saveDraft(userEmail, step, form.getValues());
    const subscription = form.watch(() => saveDraft(userEmail, step, form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, step, userEmail, enabled]);
}
