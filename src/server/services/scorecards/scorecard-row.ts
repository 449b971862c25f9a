// A scorecard as HR and the interviewers read it: the columns read and the answer's shape.
import type { Scorecard } from "../../../shared/scorecards.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

export const SCORECARD_SELECT = {
  id: true,
  interviewId: true,
  ratings: true,
  recommendation: true,
  notes: true,
  submittedAt: true,
  interviewer: { select: { id: true, name: true } },
} as const satisfies Prisma.ScorecardSelect;

type Row = Prisma.ScorecardGetPayload<{ select: typeof SCORECARD_SELECT }>;

/** The stored ratings: an object of whole numbers by criterion (anything else is left out). */
function ratingsOf(value: Prisma.JsonValue): Record<string, number> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}

export function toScorecard(row: Row): Scorecard {
  return {
    id: row.id,
    interviewId: row.interviewId,
    interviewer: row.interviewer,
    ratings: ratingsOf(row.ratings),
    recommendation: row.recommendation,
    notes: row.notes,
    submittedAt: row.submittedAt.toISOString(),
  };
}
