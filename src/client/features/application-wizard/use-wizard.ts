// The wizard's state: the form, the current step, Next only when the step validates with its
// shared schema, Back always (above step 0), a jump to a step (the summary's Change, the browser's
// Back and Forward) and a whole-form check before submitting.
import { useCallback, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import type { ApplicationFormValues } from "../../../shared/application/form-values";
import { STEP_COUNT } from "../../../shared/application/options";
import { STEP_SCHEMAS } from "../../../shared/application/step-schemas";

type Name = FieldPath<ApplicationFormValues>;

/** The first of the steps before `before` whose answers do not validate, without showing anything; null when all do. */
export function firstInvalidStep(values: ApplicationFormValues, before: number): number | null {
  for (let index = 0; index < before; index += 1) {
    const schema = STEP_SCHEMAS[index];
    if (schema && !schema.safeParse(values).success) return index;
  }
  return null;
}

export type WizardStart = { values: ApplicationFormValues; step: number };

export function useWizard(start: WizardStart) {
  const form = useForm<ApplicationFormValues>({ defaultValues: start.values });
  const [step, setStep] = useState(start.step);

  /** Shows the first message of each invalid field of `index`, focusing the first one. */
  const validateStep = useCallback(
    (index: number): boolean => {
      const schema = STEP_SCHEMAS[index];
      if (!schema) return true;
      const result = schema.safeParse(form.getValues());
      form.clearErrors();
      if (result.success) return true;
      const shown = new Set<string>();
      for (const issue of result.error.issues) {
        const name = String(issue.path[0]) as Name;
        if (shown.has(name)) continue;
        form.setError(name, { type: "validate", message: issue.message }, { shouldFocus: shown.size === 0 });
        shown.add(name);
      }
      return false;
    },
    [form],
  );

  const next = useCallback(() => {
    if (validateStep(step)) setStep(Math.min(step + 1, STEP_COUNT - 1));
  }, [step, validateStep]);

  const back = useCallback(() => {
    form.clearErrors();
    setStep((current) => Math.max(current - 1, 0));
  }, [form]);

  /** Every step in order; stops at the first invalid one and shows it. */
  const validateAll = useCallback((): boolean => {
    for (let index = 0; index < STEP_COUNT; index += 1) {
      if (!validateStep(index)) {
        setStep(index);
        return false;
      }
    }
    return true;
  }, [validateStep]);

  /** Shows step `index` as it is, without checking the one left (a step reached forward is checked by the caller). */
  const goTo = useCallback(
    (index: number) => {
      form.clearErrors();
      setStep(Math.min(Math.max(index, 0), STEP_COUNT - 1));
    },
    [form],
  );

  const restart = useCallback(
    (values: ApplicationFormValues) => {
      form.reset(values);
      setStep(0);
    },
    [form],
  );

  return { form, step, next, back, goTo, validateStep, validateAll, restart };
}

export type Wizard = ReturnType<typeof useWizard>;
