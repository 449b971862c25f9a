// The application wizard's step logic (spec doc 2 §3, §4, §5), through the /apply-job page: Next
// only when the step validates (with the step's messages and focus on the first invalid field),
// Back keeping the answers, the progress, the resume's file checks, the final whole-form check,
// and the draft kept in local storage (restored, or offered when it belongs to another job); the
// account's e-mail locked, and a job found closed or deleted on opening, on a step change or at submit.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { UploadResult } from "../../src/client/features/application-wizard/api/upload-submission.js";
import { ApplicationWizardPage } from "../../src/client/features/application-wizard/components/application-wizard-page.js";
import { DRAFT_KEY } from "../../src/client/features/application-wizard/draft.js";
import { STORAGE_KEYS } from "../../src/client/lib/storage-keys.js";
import { emptyApplicationForm, withoutFiles, type ApplicationFormValues } from "../../src/shared/application/form-values.js";
import { APPLICATION_MESSAGES } from "../../src/shared/application/messages.js";
import { LOGIN_BANNER_MS } from "../../src/shared/login-banner.js";
import { CONSENT_PURPOSE_TEXTS, PRIVACY_NOTICE_VERSION } from "../../src/shared/privacy.js";
import { SIGN_IN_TO_APPLY } from "../../src/shared/session.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError } from "../helpers/component-api.js";
import { renderWithApp, type setupUser } from "../helpers/component-render.js";

/** What the upload (XMLHttpRequest, not tRPC) answers a submit with. */
const upload = vi.hoisted(() => ({
  answer: { status: 201, error: undefined, reason: undefined } as UploadResult,
  /** The `data` part of each submission sent. */
  sent: [] as Record<string, unknown>[],
}));
vi.mock("../../src/client/features/application-wizard/api/upload-submission.js", () => ({
  uploadSubmission: (request: { data: Record<string, unknown> }) => {
    upload.sent.push(request.data);
    return Promise.resolve(upload.answer);
  },
}));

const USER: PublicUser = { id: 7, name: "Asha Rao", email: "asha@example.com", role: "user" };
const JOB = { jobTitle: "Frontend Engineer", jobpostId: 42 };
const MB = 1024 * 1024;

/** A complete, valid set of answers for every step but the files and the declaration. */
const ANSWERS: ApplicationFormValues = {
  ...emptyApplicationForm({ name: USER.name, email: USER.email }),
  dob: "2000-05-17",
  gender: "Female",
  mobile: "9876543210",
  currentCity: "Pune",
  homeTown: "Nagpur",
  willingToRelocate: "Yes",
  qualification: "B.Tech",
  course: "Computer Science",
  college: "COEP",
  graduationYear: "2022",
  marks: "8.4",
  allSemCleared: "Yes",
  techSkills: ["JavaScript"],
  hasInternship: "No",
  preferredRole: "Frontend Developer",
  joining: "Yes",
  shifts: "No",
  source: "LinkedIn",
  onlineTest: "Yes",
  laptop: "Yes",
};

type Draft = { step: number; values?: ApplicationFormValues; jobpostId?: number; jobTitle?: string };

function storeDraft({ step, values = ANSWERS, jobpostId = JOB.jobpostId, jobTitle = JOB.jobTitle }: Draft) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ email: USER.email, step, data: withoutFiles(values), jobpostId, jobTitle }));
}

function storedDraft(): { step: number; data: Record<string, unknown> } | null {
  return JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null") as { step: number; data: Record<string, unknown> } | null;
}

/** The job as jobs.byId answers it: open unless the test closes it. */
type JobAnswer = () => { id: number; expired: boolean };
const openJob: JobAnswer = () => ({ id: JOB.jobpostId, expired: false });

/** Signed in, with JOB chosen on the board; `jobIds`: the jobs the user already applied for. */
async function renderWizard({ jobIds = [] as number[], job = openJob } = {}) {
  localStorage.setItem(STORAGE_KEYS.jobTitle, JOB.jobTitle);
  localStorage.setItem(STORAGE_KEYS.jobpostId, String(JOB.jobpostId));
  const view = await renderWithApp(<ApplicationWizardPage />, {
    user: USER,
    api: { "jobs.applied": () => ({ userId: USER.id, jobIds, generalApplication: false }), "jobs.byId": () => job() },
  });
  return view;
}

async function expectJobClosedNotice(message: string) {
  expect(await screen.findByRole("alert")).toHaveTextContent(message);
  expect(screen.getByRole("link", { name: "See open positions" })).toHaveAttribute("href", "/job-board");
  expect(screen.queryByRole("button", { name: /^(Next|Submit)$/ })).not.toBeInTheDocument();
}

const textbox = (name: string) => screen.getByRole("textbox", { name });
const group = (name: RegExp) => screen.getByRole("group", { name });
const next = () => screen.getByRole("button", { name: "Next" });
const progress = () => screen.getByRole("progressbar", { name: /^Step/ });

async function onStep(title: string) {
  return screen.findByRole("heading", { level: 2, name: title });
}

/** On Resume & Documents: picks a resume and moves on to the Declaration. */
async function attachResumeAndGoOn(user: ReturnType<typeof setupUser>) {
  await onStep("Resume & Documents");
  await user.upload(screen.getByLabelText(/^Resume/), pdf("cv.pdf"));
  await screen.findByText("Chosen: cv.pdf");
  await user.click(next());
  await onStep("Declaration");
}

function pdf(name: string, size = 1024): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return new File([bytes], name, { type: "application/pdf" });
}

describe("application wizard", () => {
  it("opens on step 1 of 9 with the user's name and e-mail, and no Back button", async () => {
    await renderWizard();
    expect(await screen.findByRole("heading", { level: 1, name: `Applying for: ${JOB.jobTitle}` })).toBeInTheDocument();
    expect(await onStep("Personal Details")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 9")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "1");
    expect(textbox("Full Name")).toHaveValue(USER.name);
    expect(textbox("Email")).toHaveValue(USER.email);
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("will not advance past an invalid step: shows each field's message and focuses the first", async () => {
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.click(next());

    expect(screen.getByText("Step 1 of 9")).toBeInTheDocument();
    expect(screen.getByText("Date of Birth is required")).toBeInTheDocument();
    expect(screen.getByText("Gender is required")).toBeInTheDocument();
    expect(screen.getByText("Mobile Number is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveFocus();
    expect(textbox("Mobile Number")).toHaveAttribute("aria-invalid", "true");
  });

  it("clears a field's message as soon as it is edited, and filters and checks the mobile number", async () => {
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.click(next());
    const mobile = textbox("Mobile Number");

    await user.type(mobile, "12a34");
    expect(mobile).toHaveValue("1234");
    expect(screen.queryByText("Mobile Number is required")).not.toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText("Enter valid 10-digit number")).toBeInTheDocument();

    await user.type(mobile, "5678901234");
    expect(mobile).toHaveValue("1234567890");
    expect(screen.getByText("Maximum 10 digits allowed")).toBeInTheDocument();
  });

  it("moves on when the step is valid, focusing the next step's title, and Back keeps the answers", async () => {
    storeDraft({ step: 0, values: { ...ANSWERS, currentCity: "" } });
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.click(next());

    expect(await onStep("Location Details")).toHaveFocus();
    expect(screen.getByText("Step 2 of 9")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "2");

    await user.click(screen.getByRole("button", { name: "Back" }));
    await onStep("Personal Details");
    expect(textbox("Mobile Number")).toHaveValue(ANSWERS.mobile);
    expect(within(group(/^Gender/)).getByRole("radio", { name: "Female" })).toBeChecked();
  });

  it("checks the marks when the field is left and the year of passing on Next", async () => {
    storeDraft({ step: 2, values: { ...ANSWERS, marks: "", graduationYear: "" } });
    const { user } = await renderWizard();
    await onStep("Educational Background");

    await user.type(textbox("Aggregate Marks/CGPA"), "150");
    await user.tab();
    expect(screen.getByText("Marks must be between 0 and 100")).toBeInTheDocument();

    await user.clear(textbox("Aggregate Marks/CGPA"));
    await user.type(textbox("Aggregate Marks/CGPA"), "78.5");
    await user.type(textbox("Year of Passing"), "2031");
    await user.click(next());
    expect(screen.getByText("Year must be between 1050 and 2025")).toBeInTheDocument();
    expect(screen.getByText("Step 3 of 9")).toBeInTheDocument();
  });

  it("asks for a skill, and offers the other-skills field only when Others is ticked", async () => {
    storeDraft({ step: 3, values: { ...ANSWERS, techSkills: [] } });
    const { user } = await renderWizard();
    await onStep("Technical/Domain Skills");
    await user.click(next());
    expect(screen.getByText("Select at least one skill")).toBeInTheDocument();

    expect(screen.queryByRole("textbox", { name: "Other skills (comma-separated)" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Others" }));
    expect(textbox("Other skills (comma-separated)")).toBeInTheDocument();
    await user.click(next());
    await onStep("Internship or Project Experience");
  });

  it("requires a description only for a candidate with internship or project experience", async () => {
    storeDraft({ step: 4, values: { ...ANSWERS, hasInternship: "" } });
    const { user } = await renderWizard();
    await onStep("Internship or Project Experience");
    const experience = group(/^Do you have internship or project experience\?/);

    await user.click(within(experience).getByRole("radio", { name: "Yes" }));
    await user.click(next());
    expect(screen.getByText("Description required")).toBeInTheDocument();

    await user.click(within(experience).getByRole("radio", { name: "No" }));
    expect(screen.queryByRole("textbox", { name: "Describe your internship or project" })).not.toBeInTheDocument();
    await user.click(next());
    await onStep("Job Preferences");
  });

  it("refuses a GitHub or LinkedIn entry that is not a web address, and takes one without its scheme", async () => {
    storeDraft({ step: 4 });
    const { user } = await renderWizard();
    await onStep("Internship or Project Experience");
    await user.type(textbox("GitHub"), "notaurl");
    await user.type(textbox("LinkedIn"), "not a url");
    await user.click(next());
    expect(document.getElementById("github-error")).toHaveTextContent("Please enter a valid link");
    expect(document.getElementById("linkedin-error")).toHaveTextContent("Please enter a valid link");
    expect(screen.getByText("Step 5 of 9")).toBeInTheDocument();

    await user.clear(textbox("GitHub"));
    await user.type(textbox("GitHub"), "github.com/me");
    await user.clear(textbox("LinkedIn"));
    await user.type(textbox("LinkedIn"), "https://www.linkedin.com/in/me");
    await user.click(next());
    await onStep("Job Preferences");
  });

  it("requires a resume on the documents step", async () => {
    storeDraft({ step: 7 });
    const { user } = await renderWizard();
    await onStep("Resume & Documents");
    expect(screen.getByText("Step 8 of 9")).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText("Resume is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Resume/)).toHaveFocus();
  });

  it.each([
    ["a file that is not a PDF by type or name", new File(["hello"], "cv.txt", { type: "text/plain" }), "Resume must be a PDF file."],
    ["a .pdf whose bytes are not a PDF's", new File(["just text"], "cv.pdf", { type: "application/pdf" }), "Resume must be a PDF file."],
    ["a PDF over 5 MB", pdf("big.pdf", 5 * MB + 1), "Each file must be at most 5 MB."],
  ])("refuses %s the moment it is chosen, and does not keep it", async (_case, file, message) => {
    storeDraft({ step: 7 });
    const { user } = await renderWizard();
    await onStep("Resume & Documents");
    const input = screen.getByLabelText(/^Resume/);
    await user.upload(input, file);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(`Chosen: ${file.name}`)).not.toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText("Resume is required")).toBeInTheDocument();
  });

  it("keeps a valid PDF, lets it be removed, and moves on with it to the declaration", async () => {
    storeDraft({ step: 7 });
    const { user } = await renderWizard();
    await onStep("Resume & Documents");
    await user.upload(screen.getByLabelText(/^Resume/), pdf("cv.pdf"));
    expect(await screen.findByText("Chosen: cv.pdf")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Resume" }));
    expect(screen.queryByText("Chosen: cv.pdf")).not.toBeInTheDocument();
    expect(screen.getAllByText("PDF only, up to 5 MB.")).toHaveLength(2);

    await user.upload(screen.getByLabelText(/^Resume/), pdf("cv.pdf"));
    await screen.findByText("Chosen: cv.pdf");
    await user.click(next());
    await onStep("Declaration");
    expect(screen.getByText("Step 9 of 9")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /^I, Asha Rao, declare that the information/ })).not.toBeChecked();
  });

  it("offers the optional consent unticked, names the notice's version, and sends the choice with the application", async () => {
    storeDraft({ step: 7 });
    const { user } = await renderWizard();
    await attachResumeAndGoOn(user);
    const keep = screen.getByRole("checkbox", { name: CONSENT_PURPOSE_TEXTS.future_openings.label });
    expect(keep).not.toBeChecked();
    expect(keep).not.toBeRequired();
    expect(keep).toHaveAccessibleDescription(CONSENT_PURPOSE_TEXTS.future_openings.description);
    expect(screen.getByText(new RegExp(`\\(version ${PRIVACY_NOTICE_VERSION}\\)`))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "privacy policy (opens in a new tab)" })).toHaveAttribute("href", "/privacy");

    await user.click(screen.getByRole("checkbox", { name: /^I, Asha Rao, declare/ }));
    await user.click(keep);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(upload.sent.at(-1)).toMatchObject({ agree: true, futureOpenings: true, jobpost_id: JOB.jobpostId }));
  });

  it("on Submit, goes back to the first invalid step instead of sending", async () => {
    storeDraft({ step: 8, values: { ...ANSWERS, homeTown: "" } });
    const { user, calls } = await renderWizard();
    await onStep("Declaration");
    await user.click(screen.getByRole("checkbox", { name: /^I, Asha Rao, declare/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await onStep("Location Details")).toBeInTheDocument();
    expect(screen.getByText("Home Town is required")).toBeInTheDocument();
    expect(calls.map((call) => call.path).filter((path) => path !== "jobs.byId")).toEqual(["jobs.applied"]);
  });

  it("asks for the declaration before submitting", async () => {
    storeDraft({ step: 8 });
    const { user } = await renderWizard();
    await onStep("Declaration");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // The resume is not in a draft: the whole-form check stops at the documents step first.
    expect(await onStep("Resume & Documents")).toBeInTheDocument();
    expect(screen.getByText("Resume is required")).toBeInTheDocument();
  });

  it("saves the answers and the step as a draft, and reopens where the user left", async () => {
    const first = await renderWizard();
    await onStep("Personal Details");
    await first.user.type(textbox("Mobile Number"), "9876543210");
    await waitFor(() => expect(storedDraft()?.data.mobile).toBe("9876543210"));
    expect(storedDraft()?.step).toBe(0);
    first.unmount();

    storeDraft({ step: 5, values: { ...ANSWERS, preferredRole: "Designer" } });
    await renderWizard();
    expect(await onStep("Job Preferences")).toBeInTheDocument();
    expect(textbox("Preferred Role")).toHaveValue("Designer");
  });

  it("offers a draft for another job: continue with its answers or start fresh", async () => {
    storeDraft({ step: 5, jobpostId: 3, jobTitle: "Data Analyst" });
    const { user } = await renderWizard();
    expect(await screen.findByRole("heading", { name: "You have an unfinished application for “Data Analyst”." })).toBeInTheDocument();
    expect(screen.getByText(/Its answers were saved at step 6 of 9\./)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start fresh" }));
    expect(await onStep("Personal Details")).toBeInTheDocument();
    expect(textbox("Mobile Number")).toHaveValue("");
  });

  it("continues a draft for another job at its step", async () => {
    storeDraft({ step: 5, jobpostId: 3, jobTitle: "Data Analyst" });
    const { user } = await renderWizard();
    await user.click(await screen.findByRole("button", { name: "Continue with saved answers" }));
    expect(await onStep("Job Preferences")).toBeInTheDocument();
    expect(textbox("Preferred Role")).toHaveValue(ANSWERS.preferredRole);
  });

  it("says at once that the job was already applied for, without the steps", async () => {
    await renderWizard({ jobIds: [JOB.jobpostId] });
    expect(await screen.findByRole("alert")).toHaveTextContent(APPLICATION_MESSAGES.duplicate);
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
  });

  it("shows the account's e-mail locked, saying why, so decisions cannot go to a mistyped address (issue #33)", async () => {
    const { user } = await renderWizard();
    await onStep("Personal Details");
    const email = textbox("Email");
    expect(email).toHaveValue(USER.email);
    expect(email).toHaveAttribute("readonly");
    expect(email).toHaveAccessibleDescription(APPLICATION_MESSAGES.accountEmail);
    await user.type(email, "x");
    expect(email).toHaveValue(USER.email);
  });

  it("restores a draft with the account's e-mail, whatever the draft held", async () => {
    storeDraft({ step: 0, values: { ...ANSWERS, email: "ASHA@example.com" } });
    await renderWizard();
    await onStep("Personal Details");
    expect(textbox("Email")).toHaveValue(USER.email);
  });

  it("lets the mobile number autofill without its country code: a text field with a phone keypad", async () => {
    await renderWizard();
    await onStep("Personal Details");
    const mobile = textbox("Mobile Number");
    // autocomplete=tel-national is only valid on a text field (W3C), and gives the 10 digits alone.
    expect(mobile).toHaveAttribute("type", "text");
    expect(mobile).toHaveAttribute("autocomplete", "tel-national");
    expect(mobile).toHaveAttribute("inputmode", "tel");
  });

  it("says at once that a job whose deadline has passed is closed, with the board's link, instead of the steps (issue #33)", async () => {
    await renderWizard({ job: () => ({ id: JOB.jobpostId, expired: true }) });
    await expectJobClosedNotice(APPLICATION_MESSAGES.expired);
  });

  it("says at once that a deleted job was removed", async () => {
    await renderWizard({
      job: () => {
        throw apiError("NOT_FOUND", "Job not found", { reason: "JOB_NOT_FOUND" });
      },
    });
    await expectJobClosedNotice(APPLICATION_MESSAGES.jobRemoved);
  });

  it("checks the job again on each step change and stops the moment it has closed", async () => {
    let expired = false;
    storeDraft({ step: 0 });
    const { user } = await renderWizard({ job: () => ({ id: JOB.jobpostId, expired }) });
    await onStep("Personal Details");
    expired = true;
    await user.click(next());
    await expectJobClosedNotice(APPLICATION_MESSAGES.expired);
  });

  it("turns a submit refused because the job closed into the closed-job notice, not 'Please try again'", async () => {
    upload.answer = { status: 400, error: APPLICATION_MESSAGES.expired, reason: "JOB_EXPIRED" };
    storeDraft({ step: 7 });
    const { user } = await renderWizard();
    await attachResumeAndGoOn(user);
    await user.click(screen.getByRole("checkbox", { name: /^I, Asha Rao, declare/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await expectJobClosedNotice(APPLICATION_MESSAGES.expired);
    expect(screen.queryByText(APPLICATION_MESSAGES.failed)).not.toBeInTheDocument();
  });

  it("tells a signed-out visitor to log in, then sends them to sign in and drops any draft", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeDraft({ step: 3 });
    const { router } = await renderWithApp(<ApplicationWizardPage />);
    // The spec's text is there to read before the redirect (issue #33: it used to leave at once).
    expect(await screen.findByRole("alert")).toHaveTextContent(SIGN_IN_TO_APPLY);
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/signin?redirect=%2Fapply-job");
    await act(async () => vi.advanceTimersByTime(LOGIN_BANNER_MS - 100));
    expect(router.state.location.pathname).toBe("/");
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(router.state.location.search).toEqual({ redirect: "/apply-job" });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
