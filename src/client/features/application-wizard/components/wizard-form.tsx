// The nine-step form: a heading slot, the `Step N of 9` progress bar, the current step's fields (with
// an optional intro above them), Back / Next / Submit (and an optional action beside Next), and the
// upload progress bar while sending.
import { useEffect, useRef, type ReactNode } from "react";
import { FormProvider } from "react-hook-form";
import { STEP_COUNT, STEP_TITLES } from "../../../../shared/application/options";
import { Button } from "../../../components/ui/button";
import type { Wizard } from "../use-wizard";
import { STEP_COMPONENTS } from "./wizard-steps";

type Props = {
  heading: ReactNode;
  wizard: Wizard;
  onSubmit: () => void;
  submitting: boolean;
  /** Fraction of the upload sent, while submitting. */
  uploadProgress: number | null;
  /** Shown above the current step's fields (the application's start options on step 1). */
  intro?: ReactNode;
  /** Shown beside Next (the application's "Back to summary"). */
  secondaryAction?: ReactNode;
};

export function WizardForm({ heading, wizard, onSubmit, submitting, uploadProgress, intro, secondaryAction }: Props) {
  const { form, step, next, back } = wizard;
  const StepFields = STEP_COMPONENTS[step];
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Moving between steps puts focus on the new step's heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const isLast = step === STEP_COUNT - 1;
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      {heading}
      <div className="mt-6">
        <p id="wizard-progress-label" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Step {step + 1} of {STEP_COUNT}
        </p>
        <div
          role="progressbar"
          aria-labelledby="wizard-progress-label"
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step + 1}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <FormProvider {...form}>
        <form
          noValidate
          className="mt-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
          onSubmit={(event) => {
            event.preventDefault();
            if (isLast) onSubmit();
            else next();
          }}
        >
          <h2 ref={stepHeading} tabIndex={-1} className="mb-6 text-xl font-semibold focus:outline-none">
            {STEP_TITLES[step]}
          </h2>
          {intro}
          {StepFields && <StepFields />}
          {uploadProgress !== null && (
            <div className="mt-6">
              <p id="upload-progress-label" className="text-sm text-slate-700 dark:text-slate-300">
                Uploading… {Math.round(uploadProgress * 100)}%
              </p>
              <div
                role="progressbar"
                aria-labelledby="upload-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(uploadProgress * 100)}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div className="h-full bg-emerald-600" style={{ width: `${uploadProgress * 100}%` }} />
              </div>
            </div>
          )}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            {step > 0 ? (
              <Button variant="outline" onClick={back} disabled={submitting}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-wrap items-center justify-end gap-3">
              {secondaryAction}
              <Button type="submit" disabled={submitting}>
                {isLast ? (submitting ? "Submitting..." : "Submit") : "Next"}
              </Button>
            </div>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
