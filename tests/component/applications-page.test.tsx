// The Tracking Application page (issue #15): each application's status in words, timeline and
// mails; the empty state's way to the job board; Withdraw behind a confirmation (the card then
// reads Withdrawn) or the server's refusal; and the account menu's way in.
import { focusManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplicationsPage } from "../../src/client/features/applications/components/applications-page.js";
import { withdrawnToast } from "../../src/client/features/applications/components/withdraw-application.js";
import { AccountMenu } from "../../src/client/features/auth/components/account-menu.js";
import { toast } from "../../src/client/lib/toast.js";
import { MY_APPLICATION_MESSAGES, type MyApplication } from "../../src/shared/me/applications.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const USER: PublicUser = { id: 11, name: "Meera Iyer", email: "meera@example.com", role: "user" };

function application(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: 1,
    jobId: 5,
    jobTitle: "Platform Engineer",
    department: "Engineering",
    jobOpen: true,
    jobPath: "/jobs/5-platform-engineer",
    appliedAt: "2026-11-02T09:00:00.000Z",
    round: "resume_screening",
    roundLabel: "Resume Screening",
    status: "under_review",
    statusText: "Under review",
    withdrawnAt: null,
    canWithdraw: true,
    expectedDecision: null,
    timeline: [],
    mails: [],
    ...overrides,
  };
}

const MOVED = application({
  id: 2,
  round: "round_1",
  roundLabel: "Round 1",
  status: "moved",
  statusText: "Moved to Round 1",
  timeline: [
    { at: "2026-11-10T12:00:00.000Z", fromRound: "resume_screening", toRound: "round_1", toRoundLabel: "Round 1", status: "in_progress" },
  ],
  mails: [
    { id: "m2", subject: "You have been moved to Round 1", message: null, link: null, at: "2026-11-10T12:01:00.000Z", delivery: "pending" },
    {
      id: "m1",
      subject: "We received your application for Platform Engineer",
      message: null,
      link: null,
      at: "2026-11-02T09:01:00.000Z",
      delivery: "delivered",
    },
  ],
});

const REJECTED = application({
  id: 3,
  jobId: null,
  jobTitle: "General Application",
  department: null,
  jobOpen: false,
  jobPath: null,
  status: "not_selected",
  statusText: "Not selected",
  canWithdraw: false,
  timeline: [
    {
      at: "2026-11-05T08:00:00.000Z",
      fromRound: "resume_screening",
      toRound: "resume_screening",
      toRoundLabel: "Resume Screening",
      status: "rejected",
    },
  ],
  mails: [
    { id: "m3", subject: "An update on your application", message: null, link: null, at: "2026-11-05T08:01:00.000Z", delivery: "failed" },
  ],
});

const SELECTED = application({
  id: 4,
  jobTitle: "Product Designer",
  round: "hr_round",
  roundLabel: "HR Round",
  status: "selected",
  statusText: "Selected",
  canWithdraw: false,
  timeline: [{ at: "2026-11-20T10:00:00.000Z", fromRound: "hr_round", toRound: "hr_round", toRoundLabel: "HR Round", status: "cleared" }],
  mails: [
    {
      id: "m4",
      subject: "You have been selected for Product Designer at RFT Technologies",
      message: "Welcome aboard!\nYour offer letter follows.",
      link: "https://meet.example.com/offer-call",
      at: "2026-11-20T10:01:00.000Z",
      delivery: "delivered",
    },
  ],
});

async function renderPage(api: ApiHandlers) {
  return renderWithApp(
    <Suspense fallback={<p>Loading...</p>}>
      <ApplicationsPage />
    </Suspense>,
    // No interviews nor offered times unless a test gives some.
    { user: USER, api: { "me.interviews": () => ({ interviews: [], slots: [] }), ...api } },
  );
}

const card = (jobTitle: string) => screen.getByRole("article", { name: jobTitle });

afterEach(() => {
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
});

describe("tracking application page", () => {
  it("shows each application's job, status in words, timeline and mails with their delivery", async () => {
    await renderPage({ "me.applications": () => ({ applications: [MOVED, REJECTED] }) });

    const moved = await screen.findByRole("article", { name: "Platform Engineer" });
    expect(within(moved).getByRole("link", { name: "Platform Engineer" })).toHaveAttribute("href", "/jobs/5-platform-engineer");
    expect(within(moved).getByText("Moved to Round 1", { selector: "span" })).toBeInTheDocument();
    expect(within(moved).getByText("Engineering")).toBeInTheDocument();
    expect(within(moved).getByText("2 Nov 2026", { selector: "dd" })).toBeInTheDocument();
    expect(within(moved).getByText("Round 1", { selector: "dd" })).toBeInTheDocument();
    const timeline = within(within(moved).getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
    expect(timeline.map((item) => item.textContent)).toEqual(["Applied2 Nov 2026", "Moved to Round 110 Nov 2026"]);
    const mails = within(within(moved).getByRole("list", { name: "E-mails" })).getAllByRole("listitem");
    expect(mails.map((item) => item.textContent)).toEqual([
      "You have been moved to Round 110 Nov 2026Pending",
      "We received your application for Platform Engineer2 Nov 2026Delivered",
    ]);
    expect(within(moved).getByRole("button", { name: "Withdraw application" })).toBeEnabled();

    const rejected = card("General Application");
    expect(within(rejected).queryByRole("link")).not.toBeInTheDocument();
    expect(within(rejected).getByText("Not selected", { selector: "span" })).toBeInTheDocument();
    expect(within(rejected).getByText("Not selected at Resume Screening")).toBeInTheDocument();
    expect(within(rejected).getByText("Failed")).toBeInTheDocument();
    expect(within(rejected).queryByRole("button", { name: "Withdraw application" })).not.toBeInTheDocument();
    // Newest first, as the server orders them.
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Platform Engineer",
      "General Application",
    ]);
  });

  it("tells an open application how long applicants usually wait for a decision, and says nothing without an estimate", async () => {
    const estimated = application({ expectedDecision: { medianDays: 5, p80Days: 9, basedOn: 42 } });
    const oneDay = application({ id: 6, jobTitle: "Data Analyst", expectedDecision: { medianDays: 1, p80Days: 3, basedOn: 20 } });
    await renderPage({ "me.applications": () => ({ applications: [estimated, oneDay, REJECTED] }) });

    const open = await screen.findByRole("article", { name: "Platform Engineer" });
    expect(within(open).getByText("Most applicants hear within 5 days; 8 in 10 within 9.")).toBeInTheDocument();
    expect(within(card("Data Analyst")).getByText("Most applicants hear within 1 day; 8 in 10 within 3.")).toBeInTheDocument();
    expect(within(card("General Application")).queryByText(/Most applicants hear/)).not.toBeInTheDocument();
  });

  it("says Selected once the HR Round is cleared, and shows the message and link HR wrote into a mail", async () => {
    await renderPage({ "me.applications": () => ({ applications: [SELECTED] }) });

    const selected = await screen.findByRole("article", { name: "Product Designer" });
    expect(within(selected).getByText("Selected", { selector: "span" })).toBeInTheDocument();
    const timeline = within(within(selected).getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
    expect(timeline.at(-1)).toHaveTextContent("Selected");
    const [mail] = within(within(selected).getByRole("list", { name: "E-mails" })).getAllByRole("listitem");
    expect(mail).toHaveTextContent("You have been selected for Product Designer at RFT Technologies");
    expect(within(mail!).getByText(/Welcome aboard!/)).toHaveTextContent("Welcome aboard! Your offer letter follows.", {
      normalizeWhitespace: true,
    });
    expect(within(mail!).getByRole("link", { name: "https://meet.example.com/offer-call" })).toHaveAttribute(
      "href",
      "https://meet.example.com/offer-call",
    );
  });

  it("asks again when the window regains focus, so a move HR made meanwhile shows", async () => {
    let answer = application();
    const { calls } = await renderPage({ "me.applications": () => ({ applications: [answer] }) });
    expect(await screen.findByText("Under review", { selector: "span" })).toBeInTheDocument();

    answer = MOVED;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText("Moved to Round 1", { selector: "span" })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "me.applications")).toHaveLength(2);
  });

  it("leads to the job board when there are no applications", async () => {
    const { user } = await renderPage({ "me.applications": () => ({ applications: [] }) });
    expect(await screen.findByText("You have not applied for any job yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Browse the job board" }));
    expect(await screen.findByText("Page: /job-board")).toBeInTheDocument();
  });

  it("withdraws after the confirmation: Withdrawing... while it runs, then the card reads Withdrawn", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    const answer = deferred<{ application: MyApplication }>();
    const { user, calls } = await renderPage({
      "me.applications": () => ({ applications: [application()] }),
      "me.withdraw": () => answer.promise,
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw application" }));

    const dialog = screen.getByRole("dialog", { name: "Withdraw this application?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, withdraw" }));
    expect(await within(dialog).findByRole("button", { name: "Withdrawing..." })).toBeDisabled();
    expect(calls.filter((call) => call.path === "me.withdraw").map((call) => call.input)).toEqual([{ applicationId: 1 }]);

    const withdrawnAt = "2026-11-12T10:00:00.000Z";
    answer.resolve({ application: application({ status: "withdrawn", statusText: "Withdrawn", withdrawnAt, canWithdraw: false }) });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const withdrawn = card("Platform Engineer");
    expect(within(withdrawn).getByText("Withdrawn", { selector: "span" })).toBeInTheDocument();
    expect(within(withdrawn).getByText("Withdrawn", { selector: "li p" })).toBeInTheDocument();
    expect(within(withdrawn).queryByRole("button", { name: "Withdraw application" })).not.toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(withdrawnToast("Platform Engineer"));
  });

  it("closes the confirmation on Escape without withdrawing", async () => {
    const { user, calls } = await renderPage({ "me.applications": () => ({ applications: [application()] }) });
    await user.click(await screen.findByRole("button", { name: "Withdraw application" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.map((call) => call.path).filter((path) => path !== "me.interviews")).toEqual(["me.applications"]);
  });

  it("books an offered time with one press, and shows a time someone else took as the server's refusal, then reads the list again", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    const slot = (id: number, startsAt: string) => ({
      id,
      offerId: 7,
      applicationId: 2,
      jobTitle: "Platform Engineer",
      round: "round_1" as const,
      roundLabel: "Round 1",
      startsAt,
      durationMinutes: 45,
      location: "Manipal office",
      meetingUrl: null,
    });
    let slots = [slot(21, "2026-12-07T04:30:00.000Z"), slot(22, "2026-12-07T06:30:00.000Z")];
    const booking = deferred<unknown>();
    const { user, calls } = await renderPage({
      "me.applications": () => ({ applications: [MOVED] }),
      "me.interviews": () => ({ interviews: [], slots }),
      "me.bookSlot": (input) =>
        (input as { slotId: number }).slotId === 21
          ? booking.promise
          : Promise.reject(apiError("CONFLICT", "This time was just taken; pick another.")),
    });
    const moved = card("Platform Engineer");
    const [first, second] = await within(moved).findAllByRole("button", { name: /^Book / });
    expect(first).toHaveAccessibleName(expect.stringMatching(/^Book .*2026.* – /));

    await user.click(second!);
    expect(await within(moved).findByRole("alert")).toHaveTextContent("This time was just taken; pick another.");
    await waitFor(() => expect(calls.filter((call) => call.path === "me.interviews").length).toBeGreaterThanOrEqual(2));

    await user.click(first!);
    // One press: every time is disabled while it books.
    for (const button of within(moved).getAllByRole("button", { name: /^Book / })) expect(button).toBeDisabled();
    slots = [];
    booking.resolve({
      interview: {
        id: 5,
        applicationId: 2,
        startsAt: "2026-12-07T04:30:00.000Z",
        durationMinutes: 45,
        location: "Manipal office",
        meetingUrl: null,
      },
      message: "Your interview is booked. We have e-mailed you the invitation.",
    });
    await waitFor(() => expect(within(moved).queryByRole("button", { name: /^Book / })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === "me.bookSlot").map((call) => call.input)).toEqual([{ slotId: 22 }, { slotId: 21 }]);
    expect(success).toHaveBeenCalledWith("Your interview is booked. We have e-mailed you the invitation.");
  });

  it("shows the server's message when the withdrawal is refused", async () => {
    const { user } = await renderPage({
      "me.applications": () => ({ applications: [application()] }),
      "me.withdraw": () => {
        throw apiError("CONFLICT", MY_APPLICATION_MESSAGES.closed, { reason: "APPLICATION_CLOSED" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw application" }));
    await user.click(screen.getByRole("button", { name: "Yes, withdraw" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(MY_APPLICATION_MESSAGES.closed);
    expect(within(card("Platform Engineer")).getByText("Under review", { selector: "span" })).toBeInTheDocument();
  });
});

describe("account menu", () => {
  it("opens Tracking Application at /applications", async () => {
    const { user } = await renderWithApp(<AccountMenu user={USER} onLogout={() => undefined} />, { user: USER });
    await user.click(screen.getByRole("button", { name: /account menu/ }));
    await user.click(screen.getByRole("link", { name: "Tracking Application" }));
    expect(await screen.findByText("Page: /applications")).toBeInTheDocument();
  });
});
