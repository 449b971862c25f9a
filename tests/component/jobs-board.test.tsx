// The jobs board (spec doc 2 §2, §4) through JobsBoardPage: the selected job kept in the URL's
// search so a reload or a shared link opens it, the first match selected otherwise, and Apply not
// offered again for a job the signed-in candidate has applied for (issue #33).
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { JobsBoardPage } from "../../src/client/features/jobs/components/jobs-board-page.js";
import type { Job } from "../../src/shared/job.js";
import type { PublicUser } from "../../src/shared/user.js";
import { renderWithApp } from "../helpers/component-render.js";

const USER: PublicUser = { id: 9, name: "Ravi Kumar", email: "ravi@example.com", role: "user" };

function job(id: number, title: string): Job {
  return {
    id,
    job_title: title,
    company: "RFT Technologies",
    department: "Engineering",
    job_type: "Full-time",
    location: "Pune",
    salary_range: "",
    job_summary: `${title} summary.`,
    experience_level: 2,
    application_deadline: null,
    equal_opportunity_statement: "",
    how_to_apply: "",
    responsibilities: [],
    required_qualifications: [],
    preferred_skills: [],
    created_at: "2026-11-01T10:00:00.000Z",
    expired: false,
  };
}

const JOBS = [job(1, "Backend Developer"), job(2, "Frontend Developer")];

async function renderBoard(search: { job?: number } = {}, appliedIds: number[] = []) {
  const onFiltersChange = vi.fn();
  const view = await renderWithApp(<JobsBoardPage title="Job Board" filters={search} onFiltersChange={onFiltersChange} />, {
    user: USER,
    api: {
      "jobs.list": () => JOBS,
      "jobs.byId": (input) => JOBS.find((j) => j.id === (input as { id: number }).id),
      "jobs.applied": () => ({ userId: USER.id, jobIds: appliedIds, generalApplication: false }),
    },
  });
  return { ...view, onFiltersChange };
}

const detail = () => screen.getByRole("article", { name: "Job details" });

describe("jobs board", () => {
  it("opens the job named in the URL, and writes the one chosen there", async () => {
    const { user, onFiltersChange } = await renderBoard({ job: 2 });
    expect(
      await within(await screen.findByRole("article", { name: "Job details" })).findByRole("heading", { name: "Frontend Developer" }),
    ).toBeInTheDocument();

    await user.click(within(screen.getByRole("list", { name: "Jobs" })).getByRole("button", { name: /^Backend Developer/ }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ job: 1 }), true);
  });

  it("selects the first match when the URL names no listed job", async () => {
    await renderBoard({ job: 99 });
    expect(
      await within(await screen.findByRole("article", { name: "Job details" })).findByRole("heading", { name: "Backend Developer" }),
    ).toBeInTheDocument();
  });

  it("does not offer Apply again for a job already applied for", async () => {
    await renderBoard({ job: 2 }, [2]);
    expect(await within(await screen.findByRole("article", { name: "Job details" })).findByText(/^Applied: /)).toBeInTheDocument();
    for (const name of ["Apply", "Apply Online"]) expect(within(detail()).getByRole("button", { name })).toBeDisabled();
  });

  it("leaves out the sections a job does not fill, rather than saying Not specified", async () => {
    await renderBoard({ job: 2 });
    await within(await screen.findByRole("article", { name: "Job details" })).findByRole("heading", { name: "Frontend Developer" });
    expect(within(detail()).queryByText("Not specified")).not.toBeInTheDocument();
    expect(within(detail()).queryByRole("heading", { name: "Responsibilities" })).not.toBeInTheDocument();
    expect(within(detail()).getByRole("heading", { name: "Job Summary" })).toBeInTheDocument();
  });
});
