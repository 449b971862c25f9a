// The wizard's step in the address (/apply-job?step=3, counted from 1 as "Step 3 of 9" is), so each
// step is a history entry the browser's Back and Forward move through. Anything else in `step` is
// dropped rather than refused: the wizard then shows the step it holds.
import { z } from "zod";
import { STEP_COUNT } from "../../../shared/application/options";

export const stepSearchSchema = z.object({
  step: z.coerce.number().int().min(1).max(STEP_COUNT).optional().catch(undefined),
});

/** The step index (from 0) an address asks for, or undefined. */
export function requestedStep(search: unknown): number | undefined {
  const step = stepSearchSchema.safeParse(search ?? {}).data?.step;
  return step === undefined ? undefined : step - 1;
}
