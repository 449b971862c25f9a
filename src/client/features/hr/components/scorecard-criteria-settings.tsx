// HR's settings of what scorecards rate (on /hr/interviews): pick a department and a round, then
// edit its list of criteria (1–8, each 2–60 characters, each once), or go back to the round's
// defaults. Interviews of that round rate the saved list from then on.
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { toast } from "../../../lib/toast";
import { useSaveScorecardCriteria, useScorecardCriteria } from "../api/scorecard-criteria";
import { DEPARTMENTS, type Department } from "../../../../shared/departments";
import { HIRING_ROUNDS, ROUND_LABELS, type HiringRound } from "../../../../shared/hr/rounds";
import { CRITERIA_LIMITS, DEFAULT_SCORECARD_CRITERIA, SCORECARD_TEXTS } from "../../../../shared/scorecards";
import { serverMessage } from "../../../lib/error-message";

const DEPARTMENT_OPTIONS = DEPARTMENTS.map((department) => ({ value: department, label: department }));
const ROUND_OPTIONS = HIRING_ROUNDS.map((round) => ({ value: round, label: ROUND_LABELS[round] }));
const SAVE_FAILED = "Failed to save the criteria. Please try again.";

function checkLabels(labels: string[]): string | undefined {
  const trimmed = labels.map((label) => label.trim());
  if (trimmed.length < CRITERIA_LIMITS.min) return SCORECARD_TEXTS.tooFewCriteria;
  if (trimmed.length > CRITERIA_LIMITS.max) return SCORECARD_TEXTS.tooManyCriteria;
  if (trimmed.some((label) => label.length < CRITERIA_LIMITS.minLabel || label.length > CRITERIA_LIMITS.maxLabel))
    return SCORECARD_TEXTS.labelLength;
  if (new Set(trimmed.map((label) => label.toLowerCase())).size !== trimmed.length) return SCORECARD_TEXTS.duplicateLabel;
  return undefined;
}

function CriteriaEditor({
  department,
  round,
  saved,
  isDefault,
}: {
  department: Department;
  round: HiringRound;
  saved: string[];
  isDefault: boolean;
}) {
  const save = useSaveScorecardCriteria();
  const [labels, setLabels] = useState(saved);
  const [error, setError] = useState<string>();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkLabels(labels);
    setError(problem);
    if (problem) return;
    try {
      const answer = await save.mutateAsync({ department, round, criteria: labels.map((label) => label.trim()) });
      toast.success(answer.message);
    } catch (failure) {
      setError(serverMessage(failure, SAVE_FAILED));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3" aria-busy={save.isPending}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {isDefault ? "These are the default criteria of this round." : "This department's own criteria for this round."} Each is rated 1–4
        on every scorecard.
      </p>
      <ol className="grid gap-2" aria-describedby={error ? errorId : undefined}>
        {labels.map((label, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              aria-label={`Criterion ${index + 1}`}
              aria-invalid={error ? true : undefined}
              maxLength={CRITERIA_LIMITS.maxLabel}
              value={label}
              onChange={(event) => setLabels((current) => current.map((other, at) => (at === index ? event.target.value : other)))}
            />
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove criterion ${index + 1}`}
              disabled={labels.length <= CRITERIA_LIMITS.min}
              onClick={() => setLabels((current) => current.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={labels.length >= CRITERIA_LIMITS.max}
          onClick={() => setLabels((current) => [...current, ""])}
        >
          Add a criterion
        </Button>
        <Button variant="outline" size="sm" onClick={() => setLabels([...DEFAULT_SCORECARD_CRITERIA[round]])}>
          Use the defaults
        </Button>
        <Button type="submit" disabled={save.isPending} className="sm:ml-auto">
          {save.isPending ? "Saving..." : "Save criteria"}
        </Button>
      </div>
    </form>
  );
}

export function ScorecardCriteriaSettings() {
  const headingId = useId();
  const [department, setDepartment] = useState<Department>("Engineering");
  const [round, setRound] = useState<HiringRound>("round_1");
  const criteria = useScorecardCriteria(department, round);
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={headingId} className="text-lg font-semibold">
        Scorecard criteria
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        <div className="w-full sm:w-48">
          <label htmlFor={`${headingId}-department`} className={LABEL_CLASS}>
            Department
          </label>
          <Select
            id={`${headingId}-department`}
            value={department}
            options={DEPARTMENT_OPTIONS}
            onChange={(event) => setDepartment(event.target.value as Department)}
          />
        </div>
        <div className="w-full sm:w-48">
          <label htmlFor={`${headingId}-round`} className={LABEL_CLASS}>
            Round
          </label>
          <Select
            id={`${headingId}-round`}
            value={round}
            options={ROUND_OPTIONS}
            onChange={(event) => setRound(event.target.value as HiringRound)}
          />
        </div>
      </div>
      <div className="mt-4">
        {criteria.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Loading the criteria...
          </p>
        ) : criteria.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {serverMessage(criteria.error, "Failed to load the criteria.")}
          </p>
        ) : (
          // Keyed on what is saved, so switching department or round (or saving) starts from the stored list.
          <CriteriaEditor
            key={`${department}|${round}|${criteria.data.criteria.join("|")}`}
            department={department}
            round={round}
            saved={criteria.data.criteria}
            isDefault={criteria.data.isDefault}
          />
        )}
      </div>
    </section>
  );
}
