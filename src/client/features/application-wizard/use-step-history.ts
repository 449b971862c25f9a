// Keeps the wizard's step and the address in step: each step the wizard moves to (Next, a Change
// link, the submit's check) is a new history entry; the browser's Back and Forward move the wizard
// along them, forward only as far as the answers before validate; the wizard's own Back button goes
// back through history when the entry before is the previous step, so both Backs agree. Step 1 is
// the bare /apply-job, so the address a candidate arrives at stays as it was.
import { useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { requestedStep } from "./step-search";
import { firstInvalidStep, type Wizard } from "./use-wizard";

declare module "@tanstack/react-router" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface HistoryState {
    /** The step (from 0) the wizard was on when it pushed this entry. */
    wizardFrom?: number;
  }
}

/** `enabled`: false once the application is sent, so the reset form does not write an entry. */
export function useStepHistory(wizard: Wizard, enabled: boolean): { back: () => void } {
  const navigate = useNavigate();
  const router = useRouter();
  const requested = useRouterState({ select: (state) => requestedStep(state.location.search) });
  const cameFrom = useRouterState({ select: (state) => state.location.state.wizardFrom });
  // The step the address and the wizard last agreed on; null before the first agreement.
  const agreed = useRef<number | null>(null);
  // The step last written to the address, until the address shows it (a render or more later): until
  // then the address's older step is no move of the browser's.
  const pending = useRef<number | null>(null);
  const { step, goTo, form } = wizard;

  const write = useCallback(
    (index: number, how: "push" | "replace", from?: number) =>
      void navigate({
        to: ".",
        search: (previous: Record<string, unknown>) => ({ ...previous, step: index === 0 ? undefined : index + 1 }),
        // The job applied for rides in the state too: kept on every entry.
        state: (previous) => (how === "push" ? { ...previous, wizardFrom: from } : previous),
        replace: how === "replace",
      }),
    [navigate],
  );

  /** Where a step asked for by the address lands: back is always fine, forward only past valid steps. */
  const allowed = useCallback(
    (index: number, current: number) => (index <= current ? index : (firstInvalidStep(form.getValues(), index) ?? index)),
    [form],
  );

  useEffect(() => {
    if (!enabled) return;
    const opening = agreed.current === null;
    // Opening on the bare address keeps the step the wizard opens on (a draft's); later it means step 1.
    const shown = requested ?? (opening ? step : 0);
    const catchingUp = pending.current !== null && shown !== pending.current;
    if (!catchingUp) pending.current = null;
    if (opening || (!catchingUp && shown !== agreed.current)) {
      // Opening, or the address moved (Back, Forward, a typed address): the wizard follows.
      const target = allowed(shown, step);
      if (target !== step) goTo(target);
      agreed.current = target;
      if (target !== (requested ?? 0)) {
        pending.current = target;
        write(target, "replace");
      }
    } else if (step !== agreed.current) {
      // The wizard moved: a new entry, so the browser's Back returns here.
      pending.current = step;
      write(step, "push", agreed.current ?? undefined);
      agreed.current = step;
    }
  }, [enabled, requested, step, allowed, goTo, write]);

  const back = useCallback(() => {
    if (cameFrom === step - 1 && agreed.current === step) router.history.back();
    else wizard.back();
  }, [cameFrom, step, router, wizard]);

  return { back };
}
