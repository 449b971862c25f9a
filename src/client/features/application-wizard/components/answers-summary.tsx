// The Declaration step's summary: every answer grouped by step, each group with a Change link to
// its step. Files by name; identity numbers masked to their last four (the screen may be shared).
import { useFormContext } from "react-hook-form";
import type { ApplicationFormValues } from "../../../../shared/application/form-values";
import { maskIdentifier, type IdentifierKind } from "../../../../shared/application/identifiers";
import { STEP_TITLES } from "../../../../shared/application/options";
import { Button } from "../../../components/ui/button";
import { formatLongDate } from "../../../lib/format-date";
import { FIELD_LABELS, STEP_FIELDS, type AnswerName } from "../step-fields";

const NOT_GIVEN = "Not given";
const IDENTIFIERS: ReadonlySet<AnswerName> = new Set<IdentifierKind>(["aadhar", "pan", "passport"]);

/** How an answer reads in the summary; null when the form does not ask it (a follow-up whose question was answered No). */
export function summaryValue(name: AnswerName, values: ApplicationFormValues): string | null {
  if (name === "otherTechSkills" && !values.techSkills.includes("Others")) return null;
  if (name === "projectDesc" && values.hasInternship !== "Yes") return null;
  const value = values[name];
  if (value instanceof File) return value.name;
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : NOT_GIVEN;
  if (typeof value !== "string" || value.trim() === "") return NOT_GIVEN;
  if (IDENTIFIERS.has(name)) return maskIdentifier(name as IdentifierKind, value.trim().slice(-4));
  if (name === "dob" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
  return value;
}

export function AnswersSummary({ onChange }: { onChange: (step: number) => void }) {
  const values = useFormContext<ApplicationFormValues>().getValues();
  return (
    <section aria-labelledby="answers-summary-heading" className="space-y-4">
      <h3 id="answers-summary-heading" className="text-lg font-semibold">
        Your answers
      </h3>
      {STEP_FIELDS.map((names, step) => (
        <section
          key={STEP_TITLES[step]}
          aria-labelledby={`summary-step-${step}`}
          className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 id={`summary-step-${step}`} className="font-semibold text-slate-900 dark:text-slate-50">
              {STEP_TITLES[step]}
            </h4>
            <Button variant="link" size="sm" onClick={() => onChange(step)}>
              Change<span className="sr-only"> {STEP_TITLES[step]}</span>
            </Button>
          </div>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
            {names.map((name) => {
              const shown = summaryValue(name, values);
              if (shown === null) return null;
              return (
                <div key={name} className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">{FIELD_LABELS[name]}</dt>
                  <dd
                    className={`break-words ${shown === NOT_GIVEN ? "text-slate-500 italic dark:text-slate-400" : "text-slate-900 dark:text-slate-100"}`}
                  >
                    {shown}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </section>
  );
}
