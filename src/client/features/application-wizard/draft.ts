// The saved wizard draft (spec doc 2 §4): step and values without files, kept in local storage with
// the e-mail it belongs to and the job it was started for. Another user's draft is removed instead
// of restored; a draft with answers for another job is offered, not silently taken over.
import { z } from "zod";
import { emptyApplicationForm, withoutFiles, type ApplicationFormValues } from "../../../shared/application/form-values";
import { STEP_COUNT } from "../../../shared/application/options";
import type { ApplyTarget } from "./apply-target";
import type { WizardStart } from "./use-wizard";
import { STORAGE_KEYS } from "../../lib/storage-keys";

export const DRAFT_KEY = STORAGE_KEYS.applicationDraft;

const draftSchema = z.object({
  email: z.string(),
  step: z
    .number()
    .int()
    .min(0)
    .max(STEP_COUNT - 1),
  data: z.record(z.string(), z.unknown()),
  // Drafts saved before the job was kept have neither.
  jobpostId: z.number().int().optional(),
  jobTitle: z.string().optional(),
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Keeps only the stored values whose type matches the form's, so an old or edited draft cannot break it. */
function restoredValues(data: Record<string, unknown>, base: ApplicationFormValues): ApplicationFormValues {
  const values: Record<string, unknown> = { ...base };
  for (const [key, empty] of Object.entries(withoutFiles(base))) {
    const stored = data[key];
    const fits = Array.isArray(empty)
      ? Array.isArray(stored) && stored.every((v) => typeof v === "string")
      : typeof stored === typeof empty;
    if (fits) values[key] = stored;
  }
  return values as ApplicationFormValues;
}

export function clearDraft(): void {
  localStorage.removeItem(DRAFT_KEY);
}

/** Saves only while the form's e-mail is the signed-in user's. */
export function saveDraft(userEmail: string, target: ApplyTarget, step: number, values: ApplicationFormValues): void {
  if (!sameEmail(values.email, userEmail)) return;
  const draft = { email: userEmail, step, data: withoutFiles(values), jobpostId: target.jobpostId, jobTitle: target.jobTitle };
  localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

/**
 * How the wizard opens: at once, or after the user chose between a draft for another job and a fresh
 * start. `fresh`: nothing answered yet, so the wizard may offer to start from the last application.
 */
export type DraftOpening =
  | { kind: "start"; start: WizardStart; fresh: boolean }
  | { kind: "other-job"; draft: WizardStart; fresh: WizardStart; jobTitle: string | undefined };

function readDraft(): z.infer<typeof draftSchema> | undefined {
  try {
    return draftSchema.safeParse(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null")).data;
  } catch {
    return undefined;
  }
}

/** Anything typed or any step passed beyond the empty form with the user's name and e-mail. */
function hasProgress(draft: WizardStart, fresh: WizardStart): boolean {
  return draft.step > 0 || JSON.stringify(withoutFiles(draft.values)) !== JSON.stringify(withoutFiles(fresh.values));
}

/** The user's own draft for this job, else an empty form with their name and e-mail, unless a draft for another job has answers. */
export function openDraft(user: { name: string; email: string }, target: ApplyTarget): DraftOpening {
  const fresh = { values: emptyApplicationForm(user), step: 0 };
  const stored = readDraft();
  if (!stored || !sameEmail(stored.email, user.email)) {
    clearDraft();
    return { kind: "start", start: fresh, fresh: true };
  }
  // The e-mail is always the account's (step 1 shows it locked), whatever an old draft held.
  const draft = { values: { ...restoredValues(stored.data, fresh.values), email: user.email }, step: stored.step };
  if (stored.jobpostId === target.jobpostId) return { kind: "start", start: draft, fresh: !hasProgress(draft, fresh) };
  if (!hasProgress(draft, fresh)) return { kind: "start", start: fresh, fresh: true };
  return { kind: "other-job", draft, fresh, jobTitle: stored.jobTitle };
}
