// The Kaplan–Meier estimator against a survival table worked by hand (ties, censoring at an event
// time, censoring between events), its quantiles, and the two edge cases: all censored, none censored.
import { describe, expect, it } from "vitest";
import { kaplanMeier, survivalQuantile, type SurvivalObservation } from "../../src/server/services/analytics/kaplan-meier.js";

const e = (days: number): SurvivalObservation => ({ days, decided: true });
const c = (days: number): SurvivalObservation => ({ days, decided: false });

describe("kaplanMeier", () => {
  // Ten waits, given out of order: 1, 2, 2, 2+, 3+, 4, 4+, 5, 6+, 7 (+ = censored, still waiting).
  // Worked by hand (n = at risk just before t, d = events at t; censored at t count as at risk at t):
  //   t  n  d  S(t)
  //   1 10  1  1 × 9/10            = 0.9
  //   2  9  2  0.9 × 7/9           = 0.7       (2+ leaves after t = 2)
  //   3                                         (3+ leaves: n 6 → 5)
  //   4  5  1  0.7 × 4/5           = 0.56      (4+ leaves after t = 4)
  //   5  3  1  0.56 × 2/3          = 0.37333…
  //   6                                         (6+ leaves: n 2 → 1)
  //   7  1  1  0.37333… × 0/1      = 0
  const table = [e(5), c(3), e(2), e(1), c(6), e(4), c(2), e(7), c(4), e(2)];

  it("gives the survival table worked by hand", () => {
    const curve = kaplanMeier(table);
    expect(curve.events).toBe(6);
    expect(curve.steps.map(({ days, atRisk, events }) => ({ days, atRisk, events }))).toEqual([
      { days: 1, atRisk: 10, events: 1 },
      { days: 2, atRisk: 9, events: 2 },
      { days: 4, atRisk: 5, events: 1 },
      { days: 5, atRisk: 3, events: 1 },
      { days: 7, atRisk: 1, events: 1 },
    ]);
    const expected = [0.9, 0.7, 0.56, 0.56 * (2 / 3), 0];
    curve.steps.forEach((step, i) => expect(step.survival).toBeCloseTo(expected[i]!, 12));
  });

  it("reads quantiles off the table: the first t with S(t) ≤ 1 − q", () => {
    const curve = kaplanMeier(table);
    expect(survivalQuantile(curve, 0.1)).toBe(1); // S(1) = 0.9 ≤ 0.9
    expect(survivalQuantile(curve, 0.25)).toBe(2); // S(2) = 0.7 ≤ 0.75
    expect(survivalQuantile(curve, 0.44)).toBe(4); // S(4) = 0.56 ≤ 0.56
    expect(survivalQuantile(curve, 0.5)).toBe(5); // S(4) = 0.56 > 0.5, S(5) = 0.373 ≤ 0.5
    expect(survivalQuantile(curve, 0.8)).toBe(7); // S(5) = 0.373 > 0.2, S(7) = 0 ≤ 0.2
  });

  it("gives null when the curve never falls to 1 − q (the last wait censored)", () => {
    const curve = kaplanMeier([...table.slice(0, 7), c(7), ...table.slice(8)]);
    expect(curve.events).toBe(5);
    expect(survivalQuantile(curve, 0.5)).toBe(5);
    expect(survivalQuantile(curve, 0.8)).toBeNull(); // stops at S = 0.373 > 0.2
  });

  it("gives null quantiles and no events when everything is censored", () => {
    const curve = kaplanMeier([c(1), c(3), c(3), c(10)]);
    expect(curve).toEqual({ steps: [], events: 0 });
    expect(survivalQuantile(curve, 0.5)).toBeNull();
    expect(survivalQuantile(curve, 0.8)).toBeNull();
    expect(survivalQuantile(kaplanMeier([]), 0.5)).toBeNull();
  });

  it("equals the empirical quantiles when nothing is censored", () => {
    const waits = [9, 3, 3, 14, 1, 6, 2, 8, 5, 11, 4, 7, 10, 12, 13, 3, 2, 6, 20, 1];
    const sorted = [...waits].sort((a, b) => a - b);
    const curve = kaplanMeier(waits.map(e));
    for (const q of [0.05, 0.1, 0.25, 0.5, 0.6, 0.8, 0.9, 0.95, 1]) {
      // The empirical (inverse ECDF) quantile: the smallest x with at least q·n waits ≤ x.
      const empirical = sorted[Math.ceil(q * sorted.length) - 1];
      expect(survivalQuantile(curve, q), `q = ${q}`).toBe(empirical);
    }
    for (let n = 1; n <= 30; n += 1) {
      const ranks = Array.from({ length: n }, (_, i) => i + 1);
      expect(survivalQuantile(kaplanMeier(ranks.map(e)), 0.5), `n = ${n}`).toBe(Math.ceil(0.5 * n));
    }
  });

  it("refuses a quantile outside (0, 1]", () => {
    expect(() => survivalQuantile(kaplanMeier(table), 0)).toThrow(RangeError);
    expect(() => survivalQuantile(kaplanMeier(table), 1.5)).toThrow(RangeError);
  });
});
