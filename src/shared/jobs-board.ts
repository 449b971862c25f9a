// The jobs board's filters (spec doc 2 §5, §9): departments, the board's seven job types, the five
// salary bands in LPA, work levels from experience years and the search, plus the URL shape (with the
// selected job, so a reload or a shared link opens the same one).
// The URL schema is written with zod/mini: the router reads it on every page, so it is part of the
// first download, and classic zod would add ~25 kB (gzip) to it.
import * as z from "zod/mini";
import { DEPARTMENTS } from "./departments.js";
import { hasOnlyStorableCharacters } from "./safe-characters.js";

/** How many matches the list renders before "Show more": a keystroke never re-renders thousands. */
export const BOARD_PAGE_SIZE = 25;

export const BOARD_JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Remote", "On-site", "Hybrid"] as const;
/** Board options that name a way of working rather than a contract: they also match the location. */
const WORK_MODES = new Set(["remote", "on-site", "hybrid"]);

export const SALARY_BANDS = [
  { id: "2-5", label: "2-5 LPA", min: 2, max: 5 },
  { id: "5-10", label: "5-10 LPA", min: 5, max: 10 },
  { id: "10-20", label: "10-20 LPA", min: 10, max: 20 },
  { id: "20-35", label: "20-35 LPA", min: 20, max: 35 },
  { id: "35-50", label: "35-50 LPA", min: 35, max: 50 },
] as const;
export type SalaryBandId = (typeof SALARY_BANDS)[number]["id"];
const SALARY_BAND_IDS = SALARY_BANDS.map((band) => band.id) as [SalaryBandId, ...SalaryBandId[]];

/** Upper bound in years of each level; above the last bound is VP or Above. */
export const WORK_LEVELS = [
  { id: "Entry Level", maxYears: 1 },
  { id: "Mid Level", maxYears: 3 },
  { id: "Senior Level", maxYears: 5 },
  { id: "Directors", maxYears: 7 },
  { id: "VP or Above", maxYears: Number.POSITIVE_INFINITY },
] as const;
export type WorkLevel = (typeof WORK_LEVELS)[number]["id"];
const WORK_LEVEL_IDS = WORK_LEVELS.map((level) => level.id) as [WorkLevel, ...WorkLevel[]];

/** Each filter is lenient: a value that is not an option is dropped, so an old or edited link still opens. */
function listOf<T extends string>(values: readonly [T, ...T[]]) {
  const option = z.enum(values);
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): T[] | undefined => {
        const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
        const kept = list.filter((item): item is T => option.safeParse(item).success);
        return kept.length > 0 ? [...new Set(kept)] : undefined;
      }),
    ),
  );
}

export const boardFiltersSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200), z.refine(hasOnlyStorableCharacters))), undefined),
  /** The selected job's id; one no longer listed (or not a number) leaves the first match selected. */
  job: z.catch(z.optional(z.int().check(z.positive())), undefined),
  department: listOf(DEPARTMENTS),
  type: listOf(BOARD_JOB_TYPES),
  salary: listOf(SALARY_BAND_IDS),
  level: listOf(WORK_LEVEL_IDS),
});
export type BoardFilters = Partial<z.output<typeof boardFiltersSchema>>;

/** What the filters look at in a job (the API's snake_case fields). */
export type BoardJob = {
  job_title: string;
  department: string;
  job_type: string;
  location: string;
  salary_range: string;
  experience_level: number;
  preferred_skills: readonly string[];
};

/**
 * The search covers what a candidate looks for: title, department, location and skills. Only fields a
 * server-rendered board embeds (client/features/jobs/board-state.ts), so the browser's first render
 * matches the server's.
 */
const searchTexts = new WeakMap<BoardJob, string>();
function searchTextOf(job: BoardJob): string {
  let text = searchTexts.get(job);
  if (text === undefined) {
    text = [job.job_title, job.department, job.location, ...job.preferred_skills].join("\n").toLowerCase();
    searchTexts.set(job, text);
  }
  return text;
}

export function workLevelOf(experienceYears: number): WorkLevel {
  return WORK_LEVELS.find((level) => experienceYears <= level.maxYears)?.id ?? "VP or Above";
}

/**
 * The range of a salary text in LPA: "6 - 10 LPA" → [6, 10]. Figures above 1,000 are read as
 * rupees a year ("6,00,000 - 10,00,000"); a single figure is a range of one.
 */
export function parseSalaryRange(text: string): [number, number] | null {
  const figures = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [])
    .map((figure) => Number(figure.replace(/,/g, "")))
    .map((value) => (value > 1000 ? value / 100_000 : value));
  const [first, second = first] = figures;
  if (first === undefined || second === undefined) return null;
  return [Math.min(first, second), Math.max(first, second)];
}

export function matchesJobType(job: Pick<BoardJob, "job_type" | "location">, option: string): boolean {
  const wanted = option.toLowerCase();
  if (job.job_type.toLowerCase() === wanted) return true;
  return WORK_MODES.has(wanted) && job.location.toLowerCase().includes(wanted);
}

/** A job matches a band when its range overlaps it; touching ends count. */
export function matchesSalaryBand(salaryRange: string, bandId: SalaryBandId): boolean {
  const range = parseSalaryRange(salaryRange);
  const band = SALARY_BANDS.find((b) => b.id === bandId);
  if (!range || !band) return false;
  return range[0] <= band.max && range[1] >= band.min;
}

/** The jobs that pass every active filter: AND across filters, OR within one. */
export function filterJobs<J extends BoardJob>(jobs: readonly J[], filters: BoardFilters): J[] {
  const query = filters.q?.trim().toLowerCase() ?? "";
  const { department, type, salary, level } = filters;
  return jobs.filter(
    (job) =>
      (query === "" || searchTextOf(job).includes(query)) &&
      (!department || department.some((d) => d === job.department)) &&
      (!type || type.some((option) => matchesJobType(job, option))) &&
      (!salary || salary.some((band) => matchesSalaryBand(job.salary_range, band))) &&
      (!level || level.includes(workLevelOf(job.experience_level))),
  );
}
