// The interviewer's scorecard of one interview (their /interviews page): each of the interview's
// criteria rated 1–4 (a radio group per criterion: arrow keys move within it), the recommendation,
// notes, and Submit scorecard. The other interviewers' scorecards stay hidden until one's own is
// in (the server holds them back too); then they show below. While HR has not decided the round the
// scorecard can be changed; after that it is shown as submitted.
import { useId, useState, type FormEvent } from "react";
import {
  CRITERIA_LIMITS,
  RATING_LABELS,
  RATING_MAX,
  RATING_MIN,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type InterviewScorecards,
  type Recommendation,
} from "../../../../shared/scorecards";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Textarea } from "../../../components/ui/textarea";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { toast } from "../../../lib/toast";
import { useScorecards, useSubmitScorecard } from "../api/scorecards";
import { serverMessage } from "../../../lib/error-message";
import { ScorecardView } from "./scorecard-view";

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
const SUBMIT_FAILED = "Your scorecard could not be submitted. Please try again.";
const OPTION_CLASS =
  "flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-slate-600 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950/50";

function RadioGroup<T extends string | number>({
  label,
  name,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  options: { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div>
      <p id={labelId} className={LABEL_CLASS}>
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => (
          <label key={option.value} className={OPTION_CLASS}>
            <input
              type="radio"
              name={name}
              className="size-4 accent-brand-600"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ScorecardForm({ interviewId, data }: { interviewId: number; data: InterviewScorecards }) {
  const submit = useSubmitScorecard(interviewId);
  const formName = useId();
  const [ratings, setRatings] = useState<Record<string, number>>(() => ({ ...(data.mine?.ratings ?? {}) }));
  const [recommendation, setRecommendation] = useState<Recommendation | undefined>(data.mine?.recommendation);
  const [notes, setNotes] = useState(data.mine?.notes ?? "");
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string>();

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const complete = data.criteria.every((criterion) => ratings[criterion] !== undefined) && recommendation !== undefined;
    setMissing(!complete);
    if (!complete || !recommendation) return;
    try {
      const answer = await submit.mutateAsync({
        interviewId,
        ratings: Object.fromEntries(data.criteria.map((criterion) => [criterion, ratings[criterion]!])),
        recommendation,
        notes: notes.trim() || undefined,
      });
      toast.success(answer.message);
    } catch (failure) {
      setError(serverMessage(failure, SUBMIT_FAILED));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="grid gap-4" aria-busy={submit.isPending}>
      {data.criteria.map((criterion) => (
        <RadioGroup
          key={criterion}
          label={criterion}
          name={`${formName}-${criterion}`}
          options={RATINGS.map((rating) => ({ value: rating, label: `${rating} ${RATING_LABELS[rating]}` }))}
          value={ratings[criterion]}
          onChange={(rating) => setRatings((current) => ({ ...current, [criterion]: rating }))}
          error={missing && ratings[criterion] === undefined ? `Rate ${criterion}.` : undefined}
        />
      ))}
      <RadioGroup
        label="Recommendation"
        name={`${formName}-recommendation`}
        options={RECOMMENDATIONS.map((option) => ({ value: option, label: RECOMMENDATION_LABELS[option] }))}
        value={recommendation}
        onChange={setRecommendation}
        error={missing && !recommendation ? "Choose a recommendation." : undefined}
      />
      <Field
        label="Notes"
        hint={`Optional, up to ${CRITERIA_LIMITS.notes.toLocaleString("en-US")} characters. Only HR and this interview's interviewers read them.`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={CRITERIA_LIMITS.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? "Submitting..." : data.mine ? "Update scorecard" : "Submit scorecard"}
        </Button>
      </div>
    </form>
  );
}

export function ScorecardPanel({ interviewId }: { interviewId: number }) {
  const headingId = useId();
  const scorecards = useScorecards(interviewId);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h4 id={headingId} className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        Scorecard
      </h4>
      {scorecards.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading the scorecard...
        </p>
      ) : scorecards.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {serverMessage(scorecards.error, "Failed to load the scorecard.")}
        </p>
      ) : (
        <div className="grid gap-4">
          {scorecards.data.editable || !scorecards.data.mine ? (
            // Keyed on the submission, so a fresh answer from the server resets the form to it.
            <ScorecardForm key={scorecards.data.mine?.submittedAt ?? "new"} interviewId={interviewId} data={scorecards.data} />
          ) : (
            <ScorecardView scorecard={scorecards.data.mine} criteria={scorecards.data.criteria} />
          )}
          {scorecards.data.others === null ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">The other interviewers' scorecards show once you submit yours.</p>
          ) : scorecards.data.others.length > 0 ? (
            <div className="grid gap-2">
              <h5 className="text-sm font-semibold text-slate-800 dark:text-slate-200">The other interviewers' scorecards</h5>
              {scorecards.data.others.map((scorecard) => (
                <ScorecardView key={scorecard.id} scorecard={scorecard} criteria={scorecards.data.criteria} />
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">No other scorecards yet.</p>
          )}
        </div>
      )}
    </section>
  );
}
