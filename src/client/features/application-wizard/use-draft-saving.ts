// Saves the draft, with the job it is for, on every change of the values or the step, while `enabled`.
import { useEffect } from "react";
import type { ApplyTarget } from "./apply-target";
import { saveDraft } from "./draft";
import type { Wizard } from "./use-wizard";

export function useDraftSaving(wizard: Wizard, userEmail: string, target: ApplyTarget, enabled: boolean): void {
  const { form, step } = wizard;
  useEffect(() => {
    if (!enabled) return;
    saveDraft(userEmail, target, step, form.getValues());
    const subscription = form.watch(() => saveDraft(userEmail, target, step, form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, step, userEmail, target, enabled]);
}
