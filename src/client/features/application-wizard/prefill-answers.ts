// Puts a start option's answers into the form as if typed (dirty, their errors cleared), and says
// which were filled, for their "from your …" marks. The e-mail is never among them: it is the
// account's, locked on step 1.
import type { UseFormReturn } from "react-hook-form";
import type { ApplicationFormValues } from "../../../shared/application/form-values";
import type { AnswerName } from "./step-fields";

type Answers = Partial<ApplicationFormValues>;

const isBlank = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Fills every non-blank answer of `answers` except the e-mail and those in `keep` (answers the
 * candidate changed meanwhile); returns the names filled.
 */
export function prefillAnswers(
  form: UseFormReturn<ApplicationFormValues>,
  answers: Answers,
  keep: ReadonlySet<AnswerName> = new Set(),
): AnswerName[] {
  const filled: AnswerName[] = [];
  for (const [key, value] of Object.entries(answers) as [AnswerName, ApplicationFormValues[AnswerName]][]) {
    if (key === "email" || keep.has(key) || isBlank(value)) continue;
    form.setValue(key, value, { shouldDirty: true });
    filled.push(key);
  }
  if (filled.length > 0) form.clearErrors(filled);
  return filled;
}

const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join("\u0000") === b.join("\u0000") : a === b);

/** The answers that differ between two readings of the form: what the candidate changed in between. */
export function changedAnswers(before: ApplicationFormValues, after: ApplicationFormValues): Set<AnswerName> {
  return new Set((Object.keys(before) as AnswerName[]).filter((key) => !same(before[key], after[key])));
}
