// HR's post-job form (spec doc 2 §4, §5, §8): title, location and summary required, experience a
// whole number ≥ 0, list rows added and removed with blank ones dropped, Posting... while busy, then
// the Success! popup with the form back to its defaults, or Oops! with the reason.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PostJobForm } from "../../src/client/features/hr/components/post-job-form.js";
import { HR_MESSAGES } from "../../src/shared/hr/messages.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR_USER: PublicUser = { id: 1, name: "Meera Joshi", email: "hr@example.com", role: "hr" };

const textbox = (name: string) => screen.getByRole("textbox", { name });
const postJob = () => screen.getByRole("button", { name: "Post Job" });

async function renderPostJob(api: ApiHandlers = {}) {
  return renderWithApp(<PostJobForm />, { user: HR_USER, api: { "hr.jobs.create": () => ({ id: 99 }), ...api } });
}

type View = Awaited<ReturnType<typeof renderPostJob>>;

async function fillRequired({ user }: View) {
  await user.type(textbox("Job title"), "Backend Engineer");
  await user.type(textbox("Location"), "Bengaluru");
  await user.type(textbox("Job summary"), "Build and run the careers portal's API.");
}

describe("post-job form", () => {
  it("names each missing required field and posts nothing", async () => {
    const { user, calls } = await renderPostJob();
    await user.click(postJob());
    expect(await screen.findByText("Job title is required")).toBeInTheDocument();
    expect(screen.getByText("Location is required")).toBeInTheDocument();
    expect(screen.getByText("Job summary is required")).toBeInTheDocument();
    expect(textbox("Job title")).toHaveAccessibleDescription("Job title is required");
    expect(calls).toHaveLength(0);
  });

  it("refuses a negative or fractional experience", async () => {
    const view = await renderPostJob();
    await fillRequired(view);
    const experience = screen.getByRole("spinbutton", { name: "Experience (years)" });
    await view.user.clear(experience);
    await view.user.type(experience, "-1");
    await view.user.click(postJob());
    expect(await screen.findByText("Experience cannot be negative")).toBeInTheDocument();

    await view.user.clear(experience);
    await view.user.type(experience, "1.5");
    await view.user.click(postJob());
    expect(await screen.findByText("Experience must be a whole number of years")).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it("adds and removes list rows, and sends only the filled ones", async () => {
    const view = await renderPostJob();
    await fillRequired(view);
    expect(screen.queryByRole("button", { name: "Remove responsibilities 1" })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Add responsibilities" }));
    await view.user.click(screen.getByRole("button", { name: "Add responsibilities" }));
    await view.user.type(textbox("Responsibilities 1"), "Design APIs");
    await view.user.type(textbox("Responsibilities 3"), "Review code");
    await view.user.click(screen.getByRole("button", { name: "Remove responsibilities 3" }));
    expect(screen.queryByRole("textbox", { name: "Responsibilities 3" })).not.toBeInTheDocument();

    await view.user.click(postJob());
    await screen.findByRole("dialog", { name: "Success!" });
    expect(view.calls.find((call) => call.path === "hr.jobs.create")?.input).toMatchObject({
      job_title: "Backend Engineer",
      location: "Bengaluru",
      experience_level: 0,
      responsibilities: ["Design APIs"],
      required_qualifications: [],
    });
  });

  it("says Posting... while busy, then Success! and the form back to its defaults", async () => {
    const answer = deferred<{ id: number }>();
    const view = await renderPostJob({ "hr.jobs.create": () => answer.promise });
    await fillRequired(view);
    await view.user.click(postJob());
    expect(await screen.findByRole("button", { name: "Posting..." })).toBeDisabled();

    await act(async () => answer.resolve({ id: 99 }));
    const dialog = await screen.findByRole("dialog", { name: "Success!" });
    expect(dialog).toHaveTextContent(HR_MESSAGES.jobPosted);
    await view.user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(textbox("Job title")).toHaveValue("");
    expect(textbox("Job summary")).toHaveValue("");
  });

  it.each([
    [
      "the server's reason for a refusal",
      apiError("BAD_REQUEST", "Job title is too long (200 characters at most)"),
      "Job title is too long (200 characters at most)",
    ],
    [
      "a retry text for a server fault",
      apiError("INTERNAL_SERVER_ERROR", "Something went wrong"),
      "the server could not save it. Please try again.",
    ],
  ])("shows Oops! with %s, keeping the form", async (_case, error, reason) => {
    const view = await renderPostJob({
      "hr.jobs.create": () => {
        throw error;
      },
    });
    await fillRequired(view);
    await view.user.click(postJob());
    const dialog = await screen.findByRole("dialog", { name: "Oops!" });
    expect(dialog).toHaveTextContent(`${HR_MESSAGES.postJobFailed}${reason}`);
    await view.user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(textbox("Job title")).toHaveValue("Backend Engineer");
  });
});
