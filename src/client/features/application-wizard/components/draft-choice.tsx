// Shown before the wizard when the user's saved answers belong to another job: say so, and let
// them continue with those answers or start a fresh application for this job.
import { useEffect, useRef } from "react";
import { STEP_COUNT } from "../../../../shared/application/options";
import { Button } from "../../../components/ui/button";

type Props = { jobTitle: string; draftJobTitle: string | undefined; draftStep: number; onContinue: () => void; onStartFresh: () => void };

export function DraftChoice({ jobTitle, draftJobTitle, draftStep, onContinue, onStartFresh }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="draft-choice-heading" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">Applying for: {jobTitle}</h1>
      <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-400/40 dark:bg-amber-400/10">
        <h2
          id="draft-choice-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-slate-50"
        >
          {draftJobTitle ? `You have an unfinished application for “${draftJobTitle}”.` : "You have an unfinished application."}
        </h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Its answers were saved at step {draftStep + 1} of {STEP_COUNT}. Continue with them for this job, or start a fresh application (the
          saved answers are then discarded).
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button onClick={onContinue}>Continue with saved answers</Button>
          <Button variant="outline" onClick={onStartFresh}>
            Start fresh
          </Button>
        </div>
      </div>
    </section>
  );
}
