// The run's seed and fast-check options: a fixed seed, so runs repeat (FUZZ_SEED picks another),
// and failure reports with long runs of one character cut short (the huge-string class is 900 kB).
import fc from "fast-check";

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 14_142_026);

function shorten(report: string): string {
  return report.replace(/(.)\1{99,}/gsu, (run: string, char: string) => `${char.repeat(20)}…(${run.length} × ${JSON.stringify(char)})`);
}

export function fuzzOptions<T>(numRuns: number, seed: number): fc.Parameters<T> {
  return {
    numRuns,
    seed,
    // Shrinking a request-level failure rarely gets simpler than the first counterexample; keep runs short.
    endOnFailure: true,
    asyncReporter: async (details) => {
      if (details.failed) throw new Error(shorten(fc.defaultReportMessage(details) ?? "property failed"));
    },
  };
}
