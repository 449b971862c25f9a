import { describe, expect, it } from "vitest";
import {
  boardFiltersSchema,
  filterJobs,
  matchesJobType,
  matchesSalaryBand,
  parseSalaryRange,
  workLevelOf,
  type BoardJob,
} from "../../src/shared/jobs-board.js";

function job(overrides: Partial<BoardJob> = {}): BoardJob {
  return {
    job_title: "Frontend Developer",
    department: "Engineering",
    job_type: "Full-time",
    location: "Bangalore",
    salary_range: "6 - 10 LPA",
    experience_level: 2,
    preferred_skills: [],
    ...overrides,
  };
}

describe("jobs board filters (spec doc 2 §5, §9)", () => {
  it("searches titles as a case-insensitive substring", () => {
    const jobs = [job({ job_title: "Senior React Engineer" }), job({ job_title: "Data Analyst" })];
    expect(filterJobs(jobs, { q: "react" }).map((j) => j.job_title)).toEqual(["Senior React Engineer"]);
    expect(filterJobs(jobs, { q: "  ANALYST " })).toHaveLength(1);
    expect(filterJobs(jobs, { q: "" })).toHaveLength(2);
  });

  it("searches department, location and skills too, not only titles", () => {
    const jobs = [
      job({ job_title: "Platform Engineer", preferred_skills: ["Kubernetes", "Go"], location: "Pune" }),
      job({ job_title: "Growth Lead", department: "Marketing", location: "Remote" }),
    ];
    expect(filterJobs(jobs, { q: "kubernetes" }).map((j) => j.job_title)).toEqual(["Platform Engineer"]);
    expect(filterJobs(jobs, { q: "pune" }).map((j) => j.job_title)).toEqual(["Platform Engineer"]);
    expect(filterJobs(jobs, { q: "MARKETING" }).map((j) => j.job_title)).toEqual(["Growth Lead"]);
    expect(filterJobs(jobs, { q: "growth" }).map((j) => j.job_title)).toEqual(["Growth Lead"]);
  });

  it("matches job types case-insensitively, and work modes against the location too", () => {
    expect(matchesJobType(job({ job_type: "Part-time" }), "part-time")).toBe(true);
    expect(matchesJobType(job({ job_type: "Full-time" }), "Part-time")).toBe(false);
    expect(matchesJobType(job({ location: "Remote" }), "Remote")).toBe(true);
    expect(matchesJobType(job({ location: "Hybrid - Pune" }), "Hybrid")).toBe(true);
    expect(matchesJobType(job({ location: "Bangalore" }), "Remote")).toBe(false);
  });

  it("reads salary texts as LPA ranges", () => {
    expect(parseSalaryRange("6 - 10 LPA")).toEqual([6, 10]);
    expect(parseSalaryRange("₹6,00,000 - ₹12,00,000")).toEqual([6, 12]);
    expect(parseSalaryRange("12 LPA")).toEqual([12, 12]);
    expect(parseSalaryRange("Competitive")).toBeNull();
  });

  it("matches a salary band when the job's range overlaps it", () => {
    expect(matchesSalaryBand("6 - 10 LPA", "5-10")).toBe(true);
    expect(matchesSalaryBand("6 - 10 LPA", "10-20")).toBe(true);
    expect(matchesSalaryBand("6 - 10 LPA", "2-5")).toBe(false);
    expect(matchesSalaryBand("3 - 4 LPA", "2-5")).toBe(true);
    expect(matchesSalaryBand("40 - 60 LPA", "35-50")).toBe(true);
    expect(matchesSalaryBand("Competitive", "5-10")).toBe(false);
  });

  it("derives the work level from experience years", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(workLevelOf)).toEqual([
      "Entry Level",
      "Entry Level",
      "Mid Level",
      "Mid Level",
      "Senior Level",
      "Senior Level",
      "Directors",
      "Directors",
      "VP or Above",
      "VP or Above",
    ]);
  });

  it("combines filters with AND across and OR within them", () => {
    const jobs = [
      job({ job_title: "A", department: "Design", experience_level: 0 }),
      job({ job_title: "B", department: "Sales", experience_level: 6 }),
      job({ job_title: "C", department: "Design", experience_level: 6, salary_range: "25 - 30 LPA" }),
    ];
    expect(filterJobs(jobs, { department: ["Design", "Sales"] }).map((j) => j.job_title)).toEqual(["A", "B", "C"]);
    expect(filterJobs(jobs, { department: ["Design"], level: ["Directors"] }).map((j) => j.job_title)).toEqual(["C"]);
    expect(filterJobs(jobs, { salary: ["20-35"] }).map((j) => j.job_title)).toEqual(["C"]);
  });

  it("reads filters from the URL leniently, dropping values that are not options", () => {
    expect(boardFiltersSchema.parse({ department: "Design", type: ["Remote", "Nope"], salary: "99-100", q: "dev" })).toEqual({
      q: "dev",
      department: ["Design"],
      type: ["Remote"],
      salary: undefined,
      level: undefined,
    });
    expect(boardFiltersSchema.parse({ level: 42 })).toMatchObject({ level: undefined });
  });

  it("keeps the selected job's id in the URL, dropping one that is not an id", () => {
    expect(boardFiltersSchema.parse({ job: 12 })).toMatchObject({ job: 12 });
    for (const job of ["12", -3, 1.5, "x"]) expect(boardFiltersSchema.parse({ job })).toMatchObject({ job: undefined });
  });
});
