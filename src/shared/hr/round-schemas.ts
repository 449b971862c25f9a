// The zod schemas of rounds and steps (rounds.ts holds the zod-free names and helpers).
import { z } from "zod";
import { roundFromSlug, STEP_SLUGS, toStepSlug } from "./rounds.js";

/** How many applicants each step holds (one department). */
export const stepCountsSchema = z.record(z.enum(STEP_SLUGS), z.number().int());

export const stepSchema = z
  .string()
  .transform(toStepSlug)
  .pipe(z.enum(STEP_SLUGS, { message: `Unknown step: use one of ${STEP_SLUGS.join(", ")}` }));

/** A round by its label, value or slug. */
export const roundSchema = z.string({ message: "Please choose a round" }).transform((value, ctx) => {
  const round = roundFromSlug(value);
  if (!round) ctx.addIssue({ code: "custom", message: "Unknown round: use Round 1, Round 2, Final Round or HR Round" });
  return round ?? z.NEVER;
});
