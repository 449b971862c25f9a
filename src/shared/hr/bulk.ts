// Bulk decisions (move or reject many applicants at once): limits, skip reasons and the texts of
// the selection bar, the progress dialog and the summary. Zod-free, so the step page's loader does
// not pull zod into the first download; the schemas are in bulk-schemas.ts.
import type { ErrorReason } from "../error-reasons.js";

/** Ids one request may carry (REST and tRPC alike); more are refused with 400. */
export const BULK_MAX_IDS = 500;
/** The client sends its selection in chunks of this size, one after another (progress, cancel). */
export const BULK_CHUNK_SIZE = 100;
/** "Select all matching" fetches at most this many ids. */
export const BULK_MATCHING_CAP = 5000;
/** Applicants moved at the same time: enough for the mail queue to batch their mails. */
export const BULK_CONCURRENCY = 16;

export const BULK_ACTIONS = ["move", "reject"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Why an applicant was left as it was (the reasons moveApplicant refuses with). */
export const BULK_SKIP_REASONS = [
  "APPLICANT_NOT_FOUND",
  "APPLICATION_WITHDRAWN",
  "APPLICANT_NOT_IN_PROGRESS",
  "ROUND_NOT_LATER",
  "VALIDATION",
  "CONFLICT",
] as const satisfies readonly ErrorReason[];
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

export type BulkSkipped = { id: number; reason: BulkSkipReason; message: string };

/**
 * A run's outcome. `stopped` is set when the mail queue could not be reached: the run ended there,
 * `done` holds what was moved before, `notRun` the ids left as they were (send them again later).
 */
export type BulkSummary = {
  action: BulkAction;
  done: number[];
  skipped: BulkSkipped[];
  notRun: number[];
  stopped: { reason: "SERVICE_UNAVAILABLE"; message: string } | null;
};

/** The ids of a step's movable applicants (in progress, not withdrawn), newest first, capped. */
export type BulkMatchingIds = { ids: number[]; total: number; capped: boolean };

export const BULK_MESSAGES = {
  tooManyIds: `At most ${BULK_MAX_IDS} applicants per request; send the rest in another request.`,
  noIds: "Please choose at least one applicant",
  duplicateFree: "Each applicant is handled once; repeated ids are ignored.",
  chooseRound: "Please choose a round to move the applicants to",
  unknownAction: "Action must be move or reject",
  matchingFailed: "Failed to select the matching applicants.",
  runFailed: "The bulk decision stopped because of an error.",
  cancelled: "Cancelled: the remaining applicants were left as they were.",
  stoppedByMail: "The mail service is unavailable: the run stopped, the remaining applicants were left as they were.",
} as const;

export const BULK_SKIP_LABELS: Record<BulkSkipReason, string> = {
  APPLICANT_NOT_FOUND: "Not found",
  APPLICATION_WITHDRAWN: "Withdrawn by the candidate",
  APPLICANT_NOT_IN_PROGRESS: "Not in progress (already decided)",
  ROUND_NOT_LATER: "Round is not later than the current one",
  VALIDATION: "Refused",
  CONFLICT: "Changed meanwhile",
};

export function isBulkSkipReason(value: unknown): value is BulkSkipReason {
  return typeof value === "string" && (BULK_SKIP_REASONS as readonly string[]).includes(value);
}

/** Ids once each, in their first order. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Consecutive chunks of at most `size` ids. */
export function chunkIds(ids: readonly number[], size = BULK_CHUNK_SIZE): number[][] {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}

const count = (n: number) => n.toLocaleString("en-US");
const applicants = (n: number) => `${count(n)} applicant${n === 1 ? "" : "s"}`;

/** "Moving 200 of 500…" / "Rejecting 200 of 500…". */
export function bulkProgressText(action: BulkAction, handled: number, total: number): string {
  return `${action === "move" ? "Moving" : "Rejecting"} ${count(handled)} of ${count(total)}…`;
}

/** "3 rejected" / "3 moved to Round 2". */
export function bulkDoneText(action: BulkAction, done: number, roundLabel?: string): string {
  return action === "reject" ? `${count(done)} rejected` : `${count(done)} moved${roundLabel ? ` to ${roundLabel}` : ""}`;
}

export function bulkSkippedText(skipped: number): string {
  return `${count(skipped)} skipped`;
}

export function selectedText(selected: number): string {
  return `${applicants(selected)} selected`;
}

export function matchingCappedText(total: number): string {
  return `${count(total)} applicants match; only the newest ${count(BULK_MATCHING_CAP)} can be selected at once. Decide these, then select again.`;
}
