// Which job the wizard applies to: passed as navigation state by the jobs board and also kept in
// local storage under jobTitle and jobpost_id (spec doc 2 §2), so a reload or new tab still knows.
import { STORAGE_KEYS } from "../../lib/storage-keys";

declare module "@tanstack/react-router" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface HistoryState {
    jobTitle?: string;
    jobpost_id?: number;
  }
}

export type ApplyTarget = { jobTitle: string; jobpostId: number };

export function rememberApplyTarget(target: ApplyTarget): { jobTitle: string; jobpost_id: number } {
  localStorage.setItem(STORAGE_KEYS.jobTitle, target.jobTitle);
  localStorage.setItem(STORAGE_KEYS.jobpostId, String(target.jobpostId));
  return { jobTitle: target.jobTitle, jobpost_id: target.jobpostId };
}

function validTarget(jobTitle: unknown, jobpostId: unknown): ApplyTarget | null {
  const id = typeof jobpostId === "string" && jobpostId.trim() !== "" ? Number(jobpostId) : jobpostId;
  if (typeof jobTitle !== "string" || jobTitle === "" || typeof id !== "number" || !Number.isInteger(id) || id < 0) return null;
  return { jobTitle, jobpostId: id };
}

/** The navigation state first, then local storage; null when neither names a job. */
export function readApplyTarget(state: { jobTitle?: unknown; jobpost_id?: unknown } | undefined): ApplyTarget | null {
  return (
    validTarget(state?.jobTitle, state?.jobpost_id) ??
    validTarget(localStorage.getItem(STORAGE_KEYS.jobTitle), localStorage.getItem(STORAGE_KEYS.jobpostId))
  );
}
