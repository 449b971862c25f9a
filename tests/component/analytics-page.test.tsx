// The hiring analytics page (/hr/analytics, issue #32 item 1) against a fake API: each panel's table
// shows the server's numbers under its caption, changing a filter changes every panel's input (and
// the CSV path), an empty range says so, a failed panel says so while the others still show.
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AnalyticsPage } from "../../src/client/features/hr/components/analytics-page.js";
import type { AnalyticsSearch } from "../../src/client/features/hr/lib/analytics-search.js";
import type { Funnel, MailStats, Sources, TimeInStage, Weekly } from "../../src/shared/hr/analytics.js";
import type { Job } from "../../src/shared/job.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, type ApiCall, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };
const RANGE = { from: "2026-09-01", to: "2026-11-27" };

const JOBS = [job(3, "Product Designer", "Design"), job(4, "Backend Engineer", "Engineering")];
function job(id: number, title: string, department: string): Job {
  return {
    id,
    job_title: title,
    company: "RFT Technologies",
    department,
    job_type: "Full-time",
    location: "Pune",
    salary_range: "6-10 LPA",
  } as Job;
}

const FUNNEL: Funnel = {
  range: RANGE,
  rounds: [
    { round: "Resume Screening", entered: 40, passed: 20, rejected: 12, withdrawn: 3, pending: 5 },
    { round: "Round 1", entered: 20, passed: 9, rejected: 8, withdrawn: 1, pending: 2 },
  ],
};
const TIME: TimeInStage = {
  range: RANGE,
  rounds: [{ round: "Resume Screening", count: 35, median: 2.5, p80: 6 }],
  toDecision: { count: 30, median: 14, p80: 21.25 },
};
const SOURCES: Sources = { range: RANGE, sources: [{ source: "LinkedIn", applications: 25, passedScreening: 11, selected: 2 }] };
const WEEKLY: Weekly = { range: RANGE, weeks: [{ week: "2026-W47", start: "2026-11-16", applications: 7, decisions: 4 }] };
const MAIL: MailStats = { range: RANGE, kinds: [{ kind: "hr_message", sent: 18, failed: 2, retried: 1 }] };

const EMPTY_FUNNEL: Funnel = {
  range: RANGE,
  rounds: FUNNEL.rounds.map((row) => ({ ...row, entered: 0, passed: 0, rejected: 0, withdrawn: 0, pending: 0 })),
};

let lastSearch: AnalyticsSearch = {};
function Harness({ initial = {} }: { initial?: AnalyticsSearch }) {
  const [search, setSearch] = useState<AnalyticsSearch>(initial);
  lastSearch = search;
  return <AnalyticsPage search={search} onSearchChange={setSearch} />;
}

const API: ApiHandlers = {
  "jobs.list": () => JOBS,
  "hr.analytics.funnel": () => FUNNEL,
  "hr.analytics.timeInStage": () => TIME,
  "hr.analytics.sources": () => SOURCES,
  "hr.analytics.weekly": () => WEEKLY,
  "hr.analytics.mail": () => MAIL,
  "hr.analytics.overdue": () => ({ applications: [] }),
};
const renderPage = (api: ApiHandlers = {}, initial?: AnalyticsSearch) =>
  renderWithApp(<Harness initial={initial} />, { api: { ...API, ...api }, user: HR });

const bodyRows = (caption: string) =>
  within(screen.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
const inputsOf = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe("HR analytics page", () => {
  it("shows each panel's numbers in a table captioned with its name, and a CSV button per panel", async () => {
    await renderPage();
    await screen.findByRole("table", { name: "Funnel" });
    expect(bodyRows("Funnel")).toEqual([
      ["Resume Screening", "40", "20", "12", "3", "5", "50%"],
      ["Round 1", "20", "9", "8", "1", "2", "45%"],
    ]);
    await screen.findByRole("table", { name: "Time in stage" });
    expect(bodyRows("Time in stage")).toEqual([
      ["Resume Screening", "35", "2.5", "6"],
      ["Application → decision", "30", "14", "21.25"],
    ]);
    await screen.findByRole("table", { name: "Sources" });
    expect(bodyRows("Sources")).toEqual([["LinkedIn", "25", "11", "2", "8%"]]);
    await screen.findByRole("table", { name: "Weekly" });
    expect(bodyRows("Weekly")).toEqual([["2026-W47", "2026-11-16", "7", "4"]]);
    await screen.findByRole("table", { name: "Mail delivery" });
    expect(bodyRows("Mail delivery")).toEqual([["hr_message", "18", "2", "1"]]);
    for (const panel of ["Funnel", "Time in stage", "Sources", "Weekly", "Mail delivery"]) {
      expect(screen.getByRole("heading", { name: panel })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: `Download CSV: ${panel}` })).toBeEnabled();
      expect(screen.getByRole("region", { name: `${panel} table` })).toHaveAttribute("tabindex", "0");
    }
  });

  it("puts the filter into every panel's input and the URL's search state", async () => {
    const { user, calls } = await renderPage();
    await screen.findByRole("table", { name: "Funnel" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Department" }), "Design");
    // Only the department's jobs are offered.
    const job = screen.getByRole("combobox", { name: "Job" });
    expect(
      within(job)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All jobs", "Product Designer"]);
    await user.selectOptions(job, "3");
    await user.type(screen.getByLabelText("From"), "2026-10-01");
    expect(lastSearch).toEqual({ department: "Design", job: 3, from: "2026-10-01" });
    await screen.findByRole("table", { name: "Funnel" });
    const expected = { department: "Design", jobId: 3, from: "2026-10-01" };
    for (const path of ["funnel", "timeInStage", "sources", "weekly", "mail"])
      expect(inputsOf(calls, `hr.analytics.${path}`).at(-1)).toEqual(expected);
    expect(inputsOf(calls, "hr.analytics.funnel")[0]).toEqual({});
  });

  it("says when the range has no applications, and a failed panel fails alone", async () => {
    await renderPage({
      "hr.analytics.funnel": () => EMPTY_FUNNEL,
      "hr.analytics.mail": () => {
        throw apiError("INTERNAL_SERVER_ERROR", "Mail delivery could not be loaded.");
      },
    });
    expect(await screen.findByText("No applications in this range")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Funnel" })).not.toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Mail delivery could not be loaded.");
    expect(await screen.findByRole("table", { name: "Sources" })).toBeInTheDocument();
  });
});
