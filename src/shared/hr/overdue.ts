// Overdue applications (issue #32): waiting in their round longer than the 80th percentile of their
// department and round. The analytics page's list; REST GET /api/hr/analytics/overdue.
import { z } from "zod";
import { DEPARTMENTS } from "../departments.js";
import { HIRING_ROUNDS } from "./rounds.js";

export const overdueQuerySchema = z.object({
  department: z.enum(DEPARTMENTS, { message: "Unknown department" }).optional(),
});

export const overdueApplicationSchema = z.object({
  applicantId: z.number().int(),
  fullName: z.string(),
  department: z.enum(DEPARTMENTS),
  /** The round's label, e.g. Round 1. */
  round: z.string(),
  roundValue: z.enum(HIRING_ROUNDS),
  /** Whole days since the application entered its round. */
  daysWaiting: z.number().int().nonnegative(),
  /** The 80th percentile of the waits at its department and round, in whole days. */
  p80Days: z.number().int().nonnegative(),
});
export type OverdueApplication = z.output<typeof overdueApplicationSchema>;

/** Longest waiting first, at most 100. */
export const overdueListSchema = z.object({ applications: z.array(overdueApplicationSchema) });
export type OverdueList = z.output<typeof overdueListSchema>;
