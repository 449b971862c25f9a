// The Kaplan–Meier estimator of how long something waits for an event (a decision), with the ones
// still waiting counted as censored at their current age: pure, so the reply-by estimate and any
// report compute it the same way. Ties: at a time t, every event at t counts before a censoring at t
// (a censored wait of t days was still at risk at t), the usual convention.

export type SurvivalObservation = {
  /** How long it waited: until its event when `decided`, until now (or its withdrawal) when not. */
  days: number;
  /** true = the event (a decision) happened at `days`; false = censored there. */
  decided: boolean;
};

export type SurvivalStep = {
  /** A time at which at least one event happened. */
  days: number;
  /** How many were still waiting just before `days` (their time ≥ `days`). */
  atRisk: number;
  /** Events at `days`. */
  events: number;
  /** S(days): the estimated share still waiting just after `days`. */
  survival: number;
};

export type SurvivalCurve = {
  /** One step per distinct event time, ascending; S(t) = 1 before the first. */
  steps: SurvivalStep[];
  /** How many events (decisions) the curve rests on. */
  events: number;
};

// Products of (1 − d/n) carry rounding error; without it a curve that reaches exactly 1 − q
// (e.g. the empirical median of 10 waits) could miss it by 1e-16.
const EPSILON = 1e-9;

/** The Kaplan–Meier survival curve of the observations (their order does not matter). */
export function kaplanMeier(observations: readonly SurvivalObservation[]): SurvivalCurve {
  const sorted = [...observations].sort((a, b) => a.days - b.days);
  const steps: SurvivalStep[] = [];
  let survival = 1;
  let atRisk = sorted.length;
  let events = 0;
  let i = 0;
  while (i < sorted.length) {
    const days = sorted[i]!.days;
    let eventsHere = 0;
    let leaving = 0;
    while (i < sorted.length && sorted[i]!.days === days) {
      if (sorted[i]!.decided) eventsHere += 1;
      leaving += 1;
      i += 1;
    }
    if (eventsHere > 0) {
      survival *= 1 - eventsHere / atRisk;
      steps.push({ days, atRisk, events: eventsHere, survival });
      events += eventsHere;
    }
    atRisk -= leaving;
  }
  return { steps, events };
}

/**
 * The q-quantile of the waiting time: the smallest t with S(t) ≤ 1 − q, or null when the curve
 * never falls that far (too many still waiting, or all censored).
 */
export function survivalQuantile(curve: SurvivalCurve, q: number): number | null {
  if (!(q > 0 && q <= 1)) throw new RangeError(`A quantile must be in (0, 1], got ${q}`);
  const step = curve.steps.find((s) => s.survival <= 1 - q + EPSILON);
  return step ? step.days : null;
}
