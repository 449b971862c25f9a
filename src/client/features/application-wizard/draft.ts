// The saved wizard draft (spec doc 2 §4): step and values without files, kept in local storage with
// the e-mail it belongs to. Another user's draft is removed instead of restored.
import { z } from "zod";
import { emptyApplicationForm, withoutFiles, type ApplicationFormValues } from "../../../shared/application/form-values";
import { STEP_COUNT } from "../../../shared/application/options";
import type { WizardStart } from "./use-wizard";
import { STORAGE_KEYS } from "../../lib/storage-keys";

export const DRAFT_KEY = STORAGE_KEYS.applicationDraft;

const draftSchema = z.object({
  email: z.string(),
  step: z.number().int().min(0).max(STEP_COUNT - 1),
  data: z.record(z.string(), z.unknown()),
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Keeps only the stored values whose type matches the form's, so an old or edited draft cannot break it. */
function restoredValues(data: Record<string, unknown>, base: ApplicationFormValues): ApplicationFormValues {
  const values: Record<string, unknown> = { ...base };
  for (const [key, empty] of Object.entries(withoutFiles(base))) {
    const stored = data[key];
    const fits = Array.isArray(empty) ? Array.isArray(stored) && stored.every((v) => typeof v === "string") : typeof stored === typeof empty;
    if (fits) values[key] = stored;
  }
  return values as ApplicationFormValues;
}

export function clearDraft(): void {
  localStorage.removeItem(DRAFT_KEY);
}

/** Saves only while the form's e-mail is the signed-in user's. */
export function saveDraft(userEmail: string, step: number, values: ApplicationFormValues): void {
  if (!sameEmail(values.email, userEmail)) return;
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ email: userEmail, step, data: withoutFiles(values) }));
}

/** The user's own draft, else an empty form with their name and e-mail. */
export function draftStart(user: { name: string; email: string }): WizardStart {
  const fresh = { values: emptyApplicationForm(user), step: 0 };
  let parsed: z.infer<typeof draftSchema> | undefined;
  try {
    parsed = draftSchema.safeParse(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null")).data;
  } catch {
    parsed = undefined;
  }
  if (!parsed || !sameEmail(parsed.email, user.email)) {
    clearDraft();
    return fresh;
  }
  return { values: restoredValues(parsed.data, fresh.values), step: parsed.step };
}
