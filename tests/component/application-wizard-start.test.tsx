// The wizard's shorter way in (issue #31), through the /apply-job page: "Start from my resume" (the
// parse answer filled in and marked until edited, the same file as step 8's resume, a refusal, a
// wait or a lost connection leaving the form as it was), "Start from my last application", the
// Declaration step's summary with its Change links, and each step a history entry for Back and Forward.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplicationWizardPage } from "../../src/client/features/application-wizard/components/application-wizard-page.js";
import { RESUME_MESSAGES } from "../../src/client/features/application-wizard/components/resume-start.js";
import { DRAFT_KEY } from "../../src/client/features/application-wizard/draft.js";
import { STORAGE_KEYS } from "../../src/client/lib/storage-keys.js";
import { emptyApplicationForm, withoutFiles, type ApplicationFormValues } from "../../src/shared/application/form-values.js";
import type { ResumeFields } from "../../src/shared/application/resume-fields.js";
import type { ApplicationDefaults } from "../../src/shared/me/application-defaults.js";
import type { PublicUser } from "../../src/shared/user.js";
import { deferred } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const USER: PublicUser = { id: 7, name: "Asha Rao", email: "asha@example.com", role: "user" };
const JOB = { jobTitle: "Frontend Engineer", jobpostId: 42 };

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
  marks: "84",
  allSemCleared: "Yes",
  techSkills: ["JavaScript"],
  hasInternship: "No",
  preferredRole: "Frontend Developer",
  joining: "Yes",
  shifts: "No",
  source: "LinkedIn",
  onlineTest: "Yes",
  laptop: "Yes",
  aadhar: "234123412346",
};

const PARSED: ResumeFields = {
  fullName: "Asha Ramesh Rao",
  email: "asha.rao@college.edu",
  mobile: "9123456780",
  college: "College of Engineering Pune",
  graduationYear: "2023",
  techSkills: ["Python", "SQL/Databases"],
  languages: ["English", "Hindi"],
};

const PREVIOUS: NonNullable<ApplicationDefaults["defaults"]> = {
  applicationId: 5,
  jobTitle: "Data Analyst",
  appliedAt: "2024-03-19T10:00:00.000Z",
  values: (({ aadhar: _a, pan: _p, passport: _pp, agree: _ag, futureOpenings: _f, ...rest }) => rest)(
    withoutFiles({ ...ANSWERS, email: "old@example.com", preferredRole: "Data Analyst" }),
  ),
  files: { resume: true, academics: false },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function storeDraft(step: number, values: ApplicationFormValues = ANSWERS) {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ email: USER.email, step, data: withoutFiles(values), jobpostId: JOB.jobpostId, jobTitle: JOB.jobTitle }),
  );
}

type FetchAnswer = (url: string, init: RequestInit | undefined) => Promise<Response> | Response;

/** Stubs the browser's fetch (the parse and file downloads are REST, not tRPC) and records its calls. */
function stubFetch(answer: FetchAnswer) {
  const fetchStub = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init)));
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

async function renderWizard({ previous = null as ApplicationDefaults["defaults"] } = {}) {
  localStorage.setItem(STORAGE_KEYS.jobTitle, JOB.jobTitle);
  localStorage.setItem(STORAGE_KEYS.jobpostId, String(JOB.jobpostId));
  return renderWithApp(<ApplicationWizardPage />, {
    user: USER,
    api: {
      "jobs.applied": () => ({ userId: USER.id, jobIds: [], generalApplication: false }),
      "jobs.byId": () => ({ id: JOB.jobpostId, expired: false }),
      "me.applicationDefaults": () => ({ defaults: previous }),
    },
  });
}

function pdf(name: string, size = 1024): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return new File([bytes], name, { type: "application/pdf" });
}

const textbox = (name: string) => screen.getByRole("textbox", { name });
const next = () => screen.getByRole("button", { name: "Next" });
const onStep = (title: string) => screen.findByRole("heading", { level: 2, name: title });
const resumePicker = () => screen.getByLabelText("Resume to start from (PDF)");

/** Every "from your …" mark on the page. */
const marks = (text: string) => screen.queryAllByText(text, { exact: true });

describe("Start from my resume", () => {
  it("fills what the resume holds, marks it until edited, keeps the account's e-mail, and makes the file step 8's resume", async () => {
    const answer = deferred<Response>();
    const fetchStub = stubFetch(() => answer.promise);
    const { user } = await renderWizard();
    await onStep("Personal Details");

    await user.upload(resumePicker(), pdf("asha-cv.pdf"));
    expect(await screen.findByText(RESUME_MESSAGES.reading)).toHaveAttribute("role", "status");
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe("/api/me/resume/parse");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ Authorization: "Bearer component-test-token" });
    expect((init?.body as FormData).get("resume")).toHaveProperty("name", "asha-cv.pdf");

    answer.resolve(json(200, { fields: PARSED }));
    await waitFor(() => expect(textbox("Full Name")).toHaveValue(PARSED.fullName));
    expect(textbox("Mobile Number")).toHaveValue(PARSED.mobile);
    expect(textbox("Mobile Number")).toHaveAccessibleDescription(/from your resume$/);
    expect(textbox("Email")).toHaveValue(USER.email);
    expect(textbox("Email")).not.toHaveAccessibleDescription(/from your resume/);
    expect(screen.getByRole("status")).toHaveTextContent(`Filled 6 answers from your resume`);
    expect(screen.getByRole("status")).toHaveTextContent(`Your resume gives ${PARSED.email}`);

    // Edited, an answer is the candidate's: its mark goes, the others stay.
    await user.clear(textbox("Mobile Number"));
    await user.type(textbox("Mobile Number"), "9000000001");
    expect(textbox("Mobile Number")).not.toHaveAccessibleDescription(/from your resume/);
    expect(textbox("Full Name")).toHaveAccessibleDescription("from your resume");

    await user.type(screen.getByLabelText(/^Date of Birth/), "2000-05-17");
    await user.click(within(screen.getByRole("group", { name: /^Gender/ })).getByRole("radio", { name: "Female" }));
    await user.click(next());
    await onStep("Location Details");
    await user.type(textbox("Current City"), "Pune");
    await user.type(textbox("Home Town"), "Nagpur");
    await user.click(within(screen.getByRole("group", { name: /^Willing to relocate/ })).getByRole("radio", { name: "Yes" }));
    await user.click(next());
    await onStep("Educational Background");
    expect(textbox("College/University")).toHaveValue(PARSED.college);
    expect(textbox("College/University")).toHaveAccessibleDescription("from your resume");
    expect(textbox("Course Name")).not.toHaveAccessibleDescription(/from your resume/);
  });

  it("sets the same file as the resume on step 8, saying where it came from", async () => {
    stubFetch(() => json(200, { fields: { fullName: "Asha Rao" } }));
    storeDraft(0);
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.upload(resumePicker(), pdf("asha-cv.pdf"));
    await screen.findByText(/Filled 1 answer from your resume/);

    for (const title of ["Location Details", "Educational Background", "Technical/Domain Skills", "Internship or Project Experience"]) {
      await user.click(next());
      await onStep(title);
    }
    for (const title of ["Job Preferences", "General Questions", "Resume & Documents"]) {
      await user.click(next());
      await onStep(title);
    }
    expect(screen.getByText("Chosen: asha-cv.pdf")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Resume \*/)).toHaveAccessibleDescription("the resume you started from");
  });

  it("shows the server's message for a resume it cannot read (422) and leaves the form as it was", async () => {
    stubFetch(() => json(422, { error: "This PDF has no text we can read.", reason: "UNPROCESSABLE_CONTENT" }));
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.upload(resumePicker(), pdf("scan.pdf"));

    expect(await screen.findByRole("alert")).toHaveTextContent("This PDF has no text we can read.");
    expect(textbox("Full Name")).toHaveValue(USER.name);
    expect(textbox("Mobile Number")).toHaveValue("");
    expect(marks("from your resume")).toHaveLength(0);
    expect(resumePicker()).toBeEnabled();
  });

  it.each([
    ["too many resumes read (429)", () => json(429, { error: "Too many requests" }, { "retry-after": "30" }), RESUME_MESSAGES.busy(30)],
    [
      "a lost connection",
      () => {
        throw new TypeError("Failed to fetch");
      },
      RESUME_MESSAGES.failed,
    ],
    ["an answer that is not the contract's", () => json(200, { fields: { mobile: "+91 98765" } }), RESUME_MESSAGES.failed],
  ])("says what to do after %s, with the form unchanged", async (_case, answer, message) => {
    stubFetch(answer);
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.upload(resumePicker(), pdf("cv.pdf"));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(textbox("Mobile Number")).toHaveValue("");
  });

  it("checks the file as step 8 does before sending it", async () => {
    const fetchStub = stubFetch(() => json(200, { fields: PARSED }));
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.upload(resumePicker(), new File(["hello"], "cv.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Resume must be a PDF file.");
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("keeps an answer typed while the resume was being read", async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { user } = await renderWizard();
    await onStep("Personal Details");
    await user.upload(resumePicker(), pdf("cv.pdf"));
    await screen.findByText(RESUME_MESSAGES.reading);
    await user.type(textbox("Mobile Number"), "9000000001");

    answer.resolve(json(200, { fields: PARSED }));
    await waitFor(() => expect(textbox("Full Name")).toHaveValue(PARSED.fullName));
    expect(textbox("Mobile Number")).toHaveValue("9000000001");
    expect(textbox("Mobile Number")).not.toHaveAccessibleDescription(/from your resume/);
  });
});

describe("Start from my last application", () => {
  it("offers the previous answers and files, and fills them in marked, with the account's e-mail", async () => {
    const fetchStub = stubFetch(
      () =>
        new Response(pdf("x.pdf"), {
          headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="5-resume.pdf"' },
        }),
    );
    const { user } = await renderWizard({ previous: PREVIOUS });
    await onStep("Personal Details");
    expect(await screen.findByText("You applied for Data Analyst on 19 Mar 2024. Start from those answers?")).toBeInTheDocument();
    const reuse = screen.getByRole("checkbox", { name: "Reuse my resume and documents from that application" });
    expect(reuse).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Start from my last application" }));
    await waitFor(() => expect(textbox("Mobile Number")).toHaveValue(ANSWERS.mobile));
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(["/api/me/applications/5/resume"]);
    expect(textbox("Mobile Number")).toHaveAccessibleDescription(/from your last application$/);
    expect(textbox("Email")).toHaveValue(USER.email);
    expect(screen.getByText(/and its resume from your application for Data Analyst/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start from my last application" })).not.toBeInTheDocument();

    for (const title of ["Location Details", "Educational Background", "Technical/Domain Skills", "Internship or Project Experience"]) {
      await user.click(next());
      await onStep(title);
    }
    await user.click(next());
    await onStep("Job Preferences");
    expect(textbox("Preferred Role")).toHaveValue("Data Analyst");
    await user.click(next());
    await onStep("General Questions");
    // Identity numbers are asked afresh by every application.
    expect(textbox("Aadhar Number")).toHaveValue("");
    await user.click(next());
    await onStep("Resume & Documents");
    expect(screen.getByText("Chosen: 5-resume.pdf")).toBeInTheDocument();
  });

  it("leaves the files out when the box is unticked", async () => {
    const fetchStub = stubFetch(() => new Response(pdf("x.pdf")));
    const { user } = await renderWizard({ previous: PREVIOUS });
    await onStep("Personal Details");
    await user.click(await screen.findByRole("checkbox", { name: "Reuse my resume and documents from that application" }));
    await user.click(screen.getByRole("button", { name: "Start from my last application" }));
    await waitFor(() => expect(textbox("Mobile Number")).toHaveValue(ANSWERS.mobile));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("is not offered when a draft for this job continues, nor to a first-time candidate", async () => {
    storeDraft(0);
    const continued = await renderWizard({ previous: PREVIOUS });
    await onStep("Personal Details");
    expect(continued.calls.map((call) => call.path)).not.toContain("me.applicationDefaults");
    continued.unmount();
    localStorage.removeItem(DRAFT_KEY);

    const first = await renderWizard({ previous: null });
    await onStep("Personal Details");
    await waitFor(() => expect(first.calls.map((call) => call.path)).toContain("me.applicationDefaults"));
    expect(screen.queryByText(/You applied for/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Start from my resume" })).toBeInTheDocument();
  });
});

describe("the summary on the Declaration step", () => {
  async function openSummary() {
    storeDraft(7, { ...ANSWERS, pan: "ABCDE1234F", hasInternship: "Yes", projectDesc: "A parser for resumes" });
    const view = await renderWizard();
    await onStep("Resume & Documents");
    await view.user.upload(screen.getByLabelText(/^Resume/), pdf("cv.pdf"));
    await screen.findByText("Chosen: cv.pdf");
    await view.user.click(next());
    await onStep("Declaration");
    return view;
  }

  it("lists every answer by step, files by name and identity numbers masked", async () => {
    await openSummary();
    const summary = screen.getByRole("region", { name: "Your answers" });
    const personal = within(summary).getByRole("region", { name: "Personal Details" });
    expect(within(personal).getByText("Mobile Number").nextElementSibling).toHaveTextContent(ANSWERS.mobile);
    expect(within(personal).getByText("Date of Birth").nextElementSibling).toHaveTextContent("17 May 2000");
    expect(within(personal).getByText("Alternate Contact Number").nextElementSibling).toHaveTextContent("Not given");
    const general = within(summary).getByRole("region", { name: "General Questions" });
    expect(within(general).getByText("Aadhar Number").nextElementSibling).toHaveTextContent("XXXX XXXX 2346");
    expect(within(general).getByText("PAN").nextElementSibling).toHaveTextContent("XXXXXX234F");
    expect(summary).not.toHaveTextContent(ANSWERS.aadhar);
    const documents = within(summary).getByRole("region", { name: "Resume & Documents" });
    expect(within(documents).getByText("Resume").nextElementSibling).toHaveTextContent("cv.pdf");
    const experience = within(summary).getByRole("region", { name: "Internship or Project Experience" });
    expect(experience).toHaveTextContent("A parser for resumes");
    // A follow-up the form did not ask (no "Others" skill) is not listed.
    expect(summary).not.toHaveTextContent("Other skills");
  });

  it("goes to a step by its Change link, and back to the summary once it validates", async () => {
    const { user } = await openSummary();
    await user.click(screen.getByRole("button", { name: "Change Location Details" }));
    expect(await onStep("Location Details")).toHaveFocus();
    await user.clear(textbox("Current City"));
    await user.click(screen.getByRole("button", { name: "Back to summary" }));
    expect(screen.getByText("Current City is required")).toBeInTheDocument();

    await user.type(textbox("Current City"), "Mumbai");
    await user.click(screen.getByRole("button", { name: "Back to summary" }));
    await onStep("Declaration");
    const location = screen.getByRole("region", { name: "Location Details" });
    expect(within(location).getByText("Current City").nextElementSibling).toHaveTextContent("Mumbai");
    expect(screen.queryByRole("button", { name: "Back to summary" })).not.toBeInTheDocument();
  });
});

describe("browser history inside the wizard", () => {
  it("makes each step an entry: Back returns a step, Forward goes to a step already passed", async () => {
    storeDraft(0);
    const { user, router } = await renderWizard();
    await onStep("Personal Details");
    // Step 1 is the bare address the candidate came to.
    expect(router.state.location.search).toEqual({});
    await user.click(next());
    await onStep("Location Details");
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 2 }));

    await act(async () => router.history.back());
    expect(await onStep("Personal Details")).toBeInTheDocument();
    await act(async () => router.history.forward());
    expect(await onStep("Location Details")).toBeInTheDocument();
    // The job applied for rides along in every entry's state.
    expect(router.state.location.state).toMatchObject({ wizardFrom: 0 });
  });

  it("moves the wizard's own Back button back through history, so Forward returns", async () => {
    storeDraft(0);
    const { user, router } = await renderWizard();
    await onStep("Personal Details");
    await user.click(next());
    await onStep("Location Details");
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 2 }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    await onStep("Personal Details");
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    await act(async () => router.history.forward());
    expect(await onStep("Location Details")).toBeInTheDocument();
  });

  it("opens a draft at its step and shows that step in the address", async () => {
    storeDraft(5);
    const { router } = await renderWizard();
    await onStep("Job Preferences");
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 6 }));
  });

  it("lands an address for a later step on the first step whose answers do not validate", async () => {
    storeDraft(0, { ...ANSWERS, college: "" });
    const { router } = await renderWizard();
    await onStep("Personal Details");
    await act(async () => router.history.push("/?step=7"));
    expect(await onStep("Educational Background")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 3 }));
  });
});
