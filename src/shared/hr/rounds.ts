// Hiring rounds, the five steps of HR's step picker and the step slugs of the URL (spec doc 2 §4, §9).
// Zod-free, so HR routes can read their URL in the first download; the schemas are in round-schemas.ts.

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
  // Only the HR Round clears an applicant (earlier accepts move them on): cleared means hired.
  cleared: "Selected",
  rejected: "Rejected",
};

/**
 * An application's one status, as every HR screen and export words it: its round status, or
 * Withdrawn once the candidate has withdrawn it (HR can no longer move it).
 */
export type ApplicationStatus = RoundStatus | "withdrawn";

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = { ...ROUND_STATUS_LABELS, withdrawn: "Withdrawn" };

export function applicationStatus(roundStatus: RoundStatus, withdrawn: boolean): ApplicationStatus {
  return withdrawn ? "withdrawn" : roundStatus;
}

/** The rounds HR may choose when accepting (spec §4): Round 1, Round 2, Final Round, HR Round. */
export const ACCEPT_ROUNDS = ["round_1", "round_2", "final_round", "hr_round"] as const satisfies readonly HiringRound[];

/** The URL slugs of the spec: lower case with dashes. Five are hiring rounds; three are views across rounds. */
export const STEP_SLUGS = ["applied", "resume-screening", "round-1", "round-2", "final-round", "hr-round", "selected", "rejected"] as const;
export type StepSlug = (typeof STEP_SLUGS)[number];

const DECIDE = "Accept (choose the round to move to) or reject each candidate, then send them the mail.";

/** Which applicants a step shows: those in a round, or (the views) those with a result in any round. */
export type StepFilter = { round?: HiringRound; roundStatus?: RoundStatus };

/** `summary` says what HR finds and does there; the hiring steps are where decisions are made. */
export const STEPS: Record<StepSlug, { title: string; filter: StepFilter; summary: string }> = {
  applied: { title: "All Applicants", filter: {}, summary: "Every applicant of this department, at any step." },
  "resume-screening": { title: "Resume Screening", filter: { round: "resume_screening" }, summary: DECIDE },
  "round-1": { title: "Round 1", filter: { round: "round_1" }, summary: DECIDE },
  "round-2": { title: "Round 2", filter: { round: "round_2" }, summary: DECIDE },
  "final-round": { title: "Final Round", filter: { round: "final_round" }, summary: DECIDE },
  "hr-round": {
    title: "HR ROUND",
    filter: { round: "hr_round" },
    summary: "Select (hire) or reject each candidate, then send them the mail.",
  },
  selected: {
    title: "Selected",
    filter: { roundStatus: "cleared" },
    summary: "Candidates selected in the HR Round: the hiring decision is made.",
  },
  rejected: {
    title: "Rejected",
    filter: { roundStatus: "rejected" },
    summary: "Candidates rejected at any step; the step they reached is shown beside each.",
  },
};

/** The step picker's five hiring steps, in order (the spec writes the last one HR ROUND). */
export const HIRING_STEP_SLUGS = [
  "resume-screening",
  "round-1",
  "round-2",
  "final-round",
  "hr-round",
] as const satisfies readonly StepSlug[];

/** The step picker's outcomes, after the five steps: where applicants go once decided. */
export const OUTCOME_STEP_SLUGS = ["selected", "rejected"] as const satisfies readonly StepSlug[];

/** How many applicants each step holds (one department). */
export type StepCounts = Record<StepSlug, number>;

/** The option that accepts an applicant into a round; in the HR Round, accepting selects them. */
export function acceptOptionLabel(round: HiringRound, current: HiringRound): string {
  return round === current ? "Select (hire)" : ROUND_LABELS[round];
}

/** "Round 1", "round_1", "ROUND-1" and "round-1" all name the same step: lower case, dashes. */
export function toStepSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

export function roundSlug(round: HiringRound): StepSlug {
  return toStepSlug(round) as StepSlug;
}

export function roundFromSlug(slug: string): HiringRound | undefined {
  return HIRING_ROUNDS.find((round) => roundSlug(round) === toStepSlug(slug));
}

/** The step a URL names (any spelling `toStepSlug` accepts), or undefined. */
export function stepFromParam(value: string): StepSlug | undefined {
  const slug = toStepSlug(value);
  return STEP_SLUGS.find((step) => step === slug);
}

/**
 * Where an accepted applicant may go: a later round. In the HR Round, the last one, accepting
 * selects the applicant (they stay there, cleared).
 */
export function acceptTargets(current: HiringRound): HiringRound[] {
  if (current === "hr_round") return ["hr_round"];
  return ACCEPT_ROUNDS.filter((round) => HIRING_ROUNDS.indexOf(round) > HIRING_ROUNDS.indexOf(current));
}
