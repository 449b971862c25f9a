// Hiring rounds, the five steps of HR's step picker and the step slugs of the URL (spec doc 2 §4, §9).
import { z } from "zod";

export const HIRING_ROUNDS = ["resume_screening", "round_1", "round_2", "final_round", "hr_round"] as const;
export type HiringRound = (typeof HIRING_ROUNDS)[number];

export const ROUND_LABELS: Record<HiringRound, string> = {
  resume_screening: "Resume Screening",
  round_1: "Round 1",
  round_2: "Round 2",
  final_round: "Final Round",
  hr_round: "HR Round",
};

export const ROUND_STATUSES = ["in_progress", "cleared", "rejected"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const ROUND_STATUS_LABELS: Record<RoundStatus, string> = {
  in_progress: "In Progress",
  cleared: "Accepted",
  rejected: "Rejected",
};

/** The rounds HR may choose when accepting (spec §4): Round 1, Round 2, Final Round, HR Round. */
export const ACCEPT_ROUNDS = ["round_1", "round_2", "final_round", "hr_round"] as const satisfies readonly HiringRound[];

/** The URL slugs of the spec: lower case with dashes. Five are hiring rounds; three are views across rounds. */
export const STEP_SLUGS = [
  "applied",
  "resume-screening",
  "round-1",
  "round-2",
  "final-round",
  "hr-round",
  "selected",
  "rejected",
] as const;
export type StepSlug = (typeof STEP_SLUGS)[number];

/** Which applicants a step shows: those in a round, or (the views) those with a result in any round. */
export type StepFilter = { round?: HiringRound; roundStatus?: RoundStatus };

export const STEPS: Record<StepSlug, { title: string; filter: StepFilter }> = {
  applied: { title: "All Applicants", filter: {} },
  "resume-screening": { title: "Resume Screening", filter: { round: "resume_screening" } },
  "round-1": { title: "Round 1", filter: { round: "round_1" } },
  "round-2": { title: "Round 2", filter: { round: "round_2" } },
  "final-round": { title: "Final Round", filter: { round: "final_round" } },
  "hr-round": { title: "HR ROUND", filter: { round: "hr_round" } },
  selected: { title: "Selected", filter: { roundStatus: "cleared" } },
  rejected: { title: "Rejected", filter: { roundStatus: "rejected" } },
};

/** The step picker's five hiring steps, in order (the spec writes the last one HR ROUND). */
export const HIRING_STEP_SLUGS = ["resume-screening", "round-1", "round-2", "final-round", "hr-round"] as const satisfies readonly StepSlug[];

/** "Round 1", "round_1", "ROUND-1" and "round-1" all name the same step: lower case, dashes. */
export function toStepSlug(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_]+/g, "-");
}

export function roundSlug(round: HiringRound): StepSlug {
  return toStepSlug(round) as StepSlug;
}

export function roundFromSlug(slug: string): HiringRound | undefined {
  return HIRING_ROUNDS.find((round) => roundSlug(round) === toStepSlug(slug));
}

export const stepSchema = z
  .string()
  .transform(toStepSlug)
  .pipe(z.enum(STEP_SLUGS, { message: `Unknown step: use one of ${STEP_SLUGS.join(", ")}` }));

/** A round by its label, value or slug. */
export const roundSchema = z
  .string({ message: "Please choose a round" })
  .transform((value, ctx) => {
    const round = roundFromSlug(value);
    if (!round) ctx.addIssue({ code: "custom", message: "Unknown round: use Round 1, Round 2, Final Round or HR Round" });
    return round ?? z.NEVER;
  });

/**
 * Where an accepted applicant may go: a later round. In the HR Round, the last one, accepting
 * selects the applicant (they stay there, cleared).
 */
export function acceptTargets(current: HiringRound): HiringRound[] {
  if (current === "hr_round") return ["hr_round"];
  return ACCEPT_ROUNDS.filter((round) => HIRING_ROUNDS.indexOf(round) > HIRING_ROUNDS.indexOf(current));
}
