// The pipeline board (issue #16 item 1): its columns, the cards' shape, which drops are legal and
// the texts. Zod-free at run time, so the board's route loader can read it; the schemas, and so the
// cards' types, are in pipeline-schemas.ts.
import type { z } from "zod";
import type { pipelineCardSchema, pipelineColumnPageSchema, pipelineJobsSchema } from "./pipeline-schemas.js";
import { ROUND_LABELS, type HiringRound } from "./rounds.js";

/** The board's columns, left to right: the five hiring rounds (in progress there), then the outcomes. */
export const PIPELINE_COLUMNS = ["resume-screening", "round-1", "round-2", "final-round", "hr-round", "selected", "rejected"] as const;
export type PipelineColumn = (typeof PIPELINE_COLUMNS)[number];

/** Cards per page of a column ("Load more" reads the next page). */
export const PIPELINE_PAGE_SIZE = 20;
/** The deepest page number the REST door accepts (keyset cursors have no limit). */
export const PIPELINE_MAX_PAGE = 1000;

/** The hiring round of a round column (undefined for Selected and Rejected). */
export const COLUMN_ROUNDS: Record<PipelineColumn, HiringRound | undefined> = {
  "resume-screening": "resume_screening",
  "round-1": "round_1",
  "round-2": "round_2",
  "final-round": "final_round",
  "hr-round": "hr_round",
  selected: undefined,
  rejected: undefined,
};

export const PIPELINE_COLUMN_LABELS: Record<PipelineColumn, string> = {
  "resume-screening": ROUND_LABELS.resume_screening,
  "round-1": ROUND_LABELS.round_1,
  "round-2": ROUND_LABELS.round_2,
  "final-round": ROUND_LABELS.final_round,
  "hr-round": ROUND_LABELS.hr_round,
  selected: "Selected",
  rejected: "Rejected",
};

/** One applicant on the board (withdrawn applications are never cards). */
export type PipelineCard = z.output<typeof pipelineCardSchema>;

/** One page of a column: its total (all pages), its cards and how to read the next page. */
export type PipelineColumnPage = z.output<typeof pipelineColumnPageSchema>;

/** The department's jobs, for the board's job filter. */
export type PipelineJob = z.output<typeof pipelineJobsSchema>[number];

/** What a drop asks the move service for: the same input as HR's accept/reject. */
export type BoardMove = { status: "cleared"; toRound: HiringRound } | { status: "rejected" };

/**
 * The move a drop from one column onto another means, or null when the drop is not allowed: a later
 * round (accept), HR Round → Selected (select), any round → Rejected (reject). Selected and
 * Rejected cards do not move.
 */
export function dropMove(from: PipelineColumn, to: PipelineColumn): BoardMove | null {
  const fromRound = COLUMN_ROUNDS[from];
  if (!fromRound || from === to) return null;
  if (to === "rejected") return { status: "rejected" };
  if (to === "selected") return fromRound === "hr_round" ? { status: "cleared", toRound: "hr_round" } : null;
  const toRound = COLUMN_ROUNDS[to];
  if (!toRound) return null;
  return PIPELINE_COLUMNS.indexOf(to) > PIPELINE_COLUMNS.indexOf(from) ? { status: "cleared", toRound } : null;
}

export const PIPELINE_MESSAGES = {
  unknownColumn: `Unknown column: use one of ${PIPELINE_COLUMNS.join(", ")}`,
  badCursor: "Invalid page cursor: use a nextCursor from a previous page",
  jobNotInDepartment: "That job is not in this department",
  loadFailed: "Failed to load the pipeline.",
  noCards: "No applicants here.",
  moved: (name: string, column: PipelineColumn) => `Moved ${name} to ${PIPELINE_COLUMN_LABELS[column]}; the mail is queued`,
} as const;
