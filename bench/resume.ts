// Resume parsing accuracy and speed (issue #31): every PDF of bench/resume-corpus/ goes through
// extractPdfText (the worker-thread reader the server uses) and readResumeFields, and is compared
// with truth.json. Prints per-field precision and recall against the targets, parse time for the
// two-page resumes and this thread's event-loop lag while parsing; exits 1 if a target is missed.
// Usage: npm run bench:resume [-- --misses]   (--misses lists every wrong or missing value)
import fs from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { closePdfTextWorkers, extractPdfText } from "../src/infra/resume/extract-pdf-text.js";
import { readResumeFields } from "../src/server/services/resume/read-resume-fields.js";
import { RESUME_FIELD_NAMES, type ResumeFieldName, type ResumeFields } from "../src/shared/application/resume-fields.js";

type CorpusEntry = { file: string; layout: string; font: string; pages: number; international: boolean; fields: ResumeFields };

const CORPUS_DIR = path.join(import.meta.dirname, "resume-corpus");
/** Each two-page resume is parsed this many more times, so p95 rests on enough samples. */
const TIMING_ROUNDS = 3;
const P95_TARGET_MS = 500;
const READ_TARGET_MS = 20;

/** The targets: precision and recall must both reach them. Fields without one are reported only. */
const TARGETS: Partial<Record<ResumeFieldName, number>> = {
  email: 0.95,
  mobile: 0.95,
  github: 0.95,
  linkedin: 0.95,
  fullName: 0.9,
  graduationYear: 0.9,
  marks: 0.9,
  college: 0.8,
  course: 0.8,
  qualification: 0.8,
  techSkills: 0.8,
};

const text = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
const items = (value: string) => new Set(value.split(/,\s*/).map(text).filter(Boolean));
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/**
 * "Correct" per field: text fields equal once case and spacing are ignored; marks equal to 0.01;
 * list fields (skills, languages, other skills, certifications) equal as sets.
 */
function isCorrect(field: ResumeFieldName, found: unknown, truth: unknown): boolean {
  if (Array.isArray(found) && Array.isArray(truth)) return sameSet(new Set(found.map(String)), new Set(truth.map(String)));
  if (typeof found !== "string" || typeof truth !== "string") return false;
  if (field === "marks") return Math.abs(Number(found) - Number(truth)) < 0.01;
  if (field === "otherTechSkills" || field === "certifications") return sameSet(items(found), items(truth));
  return text(found) === text(truth);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const fixed = (value: number, digits = 3) => value.toFixed(digits);

async function main(): Promise<void> {
  const showMisses = process.argv.includes("--misses");
  const corpus = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "truth.json"), "utf8")) as CorpusEntry[];
  const counts = Object.fromEntries(RESUME_FIELD_NAMES.map((field) => [field, { returned: 0, truth: 0, correct: 0 }]));
  const misses: string[] = [];
  const byLayout = new Map<string, { correct: number; truth: number }>();
  const parseMs: number[] = [];
  const readMs: number[] = [];
  const lag = monitorEventLoopDelay({ resolution: 5 });

  // One unmeasured parse: the worker's start-up (PDF.js loading) and the rules' first compilation are not a parse.
  readResumeFields((await extractPdfText(new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, corpus[0]!.file))))).text);
  lag.enable();
  const parsingStarted = performance.now();
  for (const entry of corpus) {
    const pdf = new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, entry.file)));
    const rounds = entry.pages > 1 ? 1 + TIMING_ROUNDS : 1;
    let fields: ResumeFields = {};
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      const { text: pdfText } = await extractPdfText(pdf);
      const readStarted = performance.now();
      fields = readResumeFields(pdfText);
      const ended = performance.now();
      readMs.push(ended - readStarted);
      if (entry.pages > 1) parseMs.push(ended - started);
    }
    for (const field of RESUME_FIELD_NAMES) {
      const found = fields[field];
      const truth = entry.fields[field];
      const count = counts[field]!;
      if (found !== undefined) count.returned += 1;
      if (truth !== undefined) count.truth += 1;
      const correct = found !== undefined && truth !== undefined && isCorrect(field, found, truth);
      const layout = byLayout.get(entry.layout) ?? { correct: 0, truth: 0 };
      byLayout.set(entry.layout, { correct: layout.correct + (correct ? 1 : 0), truth: layout.truth + (truth !== undefined ? 1 : 0) });
      if (correct) count.correct += 1;
      else if (found !== undefined || truth !== undefined) {
        misses.push(`${entry.file} ${field}: found ${JSON.stringify(found)} truth ${JSON.stringify(truth)}`);
      }
    }
  }
  lag.disable();
  closePdfTextWorkers();
  // The baseline: the same thread's lag while it only waits, as long (up to 10 s), in the same run. The
  // machine's own noise shows in both; what parsing adds is the difference.
  const idle = monitorEventLoopDelay({ resolution: 5 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, performance.now() - parsingStarted)));
  idle.disable();

  let failed = false;
  console.log(`Resume corpus: ${corpus.length} PDFs (${corpus.filter((entry) => entry.pages > 1).length} of two pages)\n`);
  console.log(
    `${"field".padEnd(16)} ${"returned".padStart(8)} ${"truth".padStart(6)} ${"correct".padStart(7)} ${"precision".padStart(9)} ${"recall".padStart(7)} ${"target".padStart(6)}  result`,
  );
  for (const field of RESUME_FIELD_NAMES) {
    const { returned, truth, correct } = counts[field]!;
    const precision = returned ? correct / returned : 1;
    const recall = truth ? correct / truth : 1;
    const target = TARGETS[field];
    const pass = target === undefined || (precision >= target && recall >= target);
    if (!pass) failed = true;
    console.log(
      `${field.padEnd(16)} ${String(returned).padStart(8)} ${String(truth).padStart(6)} ${String(correct).padStart(7)} ${fixed(precision).padStart(9)} ${fixed(recall).padStart(7)} ${(target === undefined ? "-" : fixed(target, 2)).padStart(6)}  ${target === undefined ? "(reported)" : pass ? "pass" : "FAIL"}`,
    );
  }
  console.log(
    `\nRecall by layout: ${[...byLayout].map(([layout, { correct, truth }]) => `${layout} ${fixed(truth ? correct / truth : 1)}`).join(", ")}`,
  );
  const p50 = percentile(parseMs, 0.5);
  const p95 = percentile(parseMs, 0.95);
  const readP95 = percentile(readMs, 0.95);
  const readMax = Math.max(...readMs);
  const timePass = p95 <= P95_TARGET_MS;
  // Judged on p95: on a shared, loaded machine a single read may be paused by the scheduler or a GC.
  const readPass = readP95 < READ_TARGET_MS;
  if (!timePass || !readPass) failed = true;
  console.log(
    `\nParse time, two-page resumes (extract + read, ${parseMs.length} parses): p50 ${fixed(p50, 1)} ms, p95 ${fixed(p95, 1)} ms (target ≤ ${P95_TARGET_MS} ms) ${timePass ? "pass" : "FAIL"}`,
  );
  console.log(
    `readResumeFields alone (${readMs.length} reads): p95 ${fixed(readP95, 2)} ms, max ${fixed(readMax, 2)} ms (target p95 < ${READ_TARGET_MS} ms) ${readPass ? "pass" : "FAIL"}`,
  );
  const lagLine = (histogram: typeof lag) =>
    `max ${fixed(histogram.max / 1e6, 1)} ms, p99 ${fixed(histogram.percentile(99) / 1e6, 1)} ms, mean ${fixed(histogram.mean / 1e6, 1)} ms`;
  console.log(`Event-loop lag of this thread while parsing: ${lagLine(lag)}`);
  console.log(`  baseline, the same thread idle as long: ${lagLine(idle)}`);
  if (showMisses && misses.length) console.log(`\nMisses (${misses.length}):\n${misses.join("\n")}`);
  else if (misses.length) console.log(`\n${misses.length} wrong or missing values; run with -- --misses to list them.`);
  console.log(failed ? "\nFAIL: a target was missed." : "\nAll targets met.");
  process.exitCode = failed ? 1 : 0;
}

await main();
