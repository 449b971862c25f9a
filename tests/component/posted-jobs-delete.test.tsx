// HR's job deletion from /hr/posted-job (issue #33): the confirmation says what happens to the
// people who applied, and HR is told how many open applications were closed.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PostedJobsPage } from "../../src/client/features/hr/components/posted-jobs-page.js";
import type { Job } from "../../src/shared/job.js";
import type { PublicUser } from "../../src/shared/user.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 3, name: "Hema HR", email: "hema@example.com", role: "hr" };

function job(id: number, title: string): Job {
  return {
    id,
    job_title: title,
    company: "RFT Technologies",
    department: "Design",
    job_type: "Full-time",
    location: "Pune",
    salary_range: "6-10 LPA",
    job_summary: "Design things.",
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

async function renderPostedJobs() {
  return renderWithApp(<PostedJobsPage />, {
    user: HR,
    api: {
      "jobs.list": () => [job(1, "Product Designer"), job(2, "Illustrator")],
      "hr.jobs.applicantCounts": () => [{ job_id: 1, applicants: 3 }],
      "hr.jobs.delete": () => ({ success: true, closedApplications: 2 }),
      "hr.dashboard": () => ({}),
    },
  });
}

describe("deleting a posted job", () => {
  it("says its applicants' open applications are closed and each candidate is e-mailed", async () => {
    const { user, calls } = await renderPostedJobs();
    await user.click(await screen.findByRole("button", { name: "Delete Product Designer" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete job" });
    expect(dialog).toHaveTextContent("Its 3 applicants stay in your lists");
    expect(dialog).toHaveTextContent("every application still in progress is closed");
    expect(dialog).toHaveTextContent("e-mailed that the position has closed");

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(calls.find((call) => call.path === "hr.jobs.delete")?.input).toEqual({ id: 1 });
  });

  it("says so when no one has applied", async () => {
    const { user } = await renderPostedJobs();
    await user.click(await screen.findByRole("button", { name: "Delete Illustrator" }));
    expect(await screen.findByRole("dialog", { name: "Delete job" })).toHaveTextContent("No one has applied for it.");
  });
});
