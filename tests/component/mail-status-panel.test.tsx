// HR's Mails panel (issue #16 item 5) against a fake API: loading, empty and error states; the mails
// newest first with status badge, attempts, last error and time; Retry only on retryable ones, busy
// while it runs, then a toast and the list asked again (polled while a mail is queued); a refusal
// toasted with the server's message; the erased candidate's mails listed by application; a mail
// failing while the panel is open shows without reopening it, counted beside the heading.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MailStatusPanel } from "../../src/client/features/hr/components/mail-status-panel.js";
import { toast } from "../../src/client/lib/toast.js";
import { MAIL_MESSAGES, MAIL_QUEUED_REFETCH_MS, type HrMail, type HrMailList } from "../../src/shared/hr/mails.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };
const EMAIL = "asha@example.com";
const APPLICATION_ID = 42;
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function mail(overrides: Partial<HrMail>): HrMail {
  const createdAt = overrides.createdAt ?? ago(10 * MINUTE);
  return {
    id: "00000000-0000-4000-8000-000000000001",
    kind: "application_received",
    kindLabel: "Application received",
    subject: "We received your application for Designer",
    status: "sent",
    attempts: 1,
    lastError: null,
    createdAt,
    sentAt: createdAt,
    updatedAt: createdAt,
    applicationId: APPLICATION_ID,
    retryable: false,
    ...overrides,
  };
}

const FAILED = mail({
  id: "00000000-0000-4000-8000-000000000002",
  kind: "applicant_accepted",
  kindLabel: "Moved to a round",
  subject: "You have moved to Round 1 at RFT Technologies",
  status: "failed",
  attempts: 5,
  lastError: "550 5.1.1 <asha@example.com>: No such user",
  createdAt: ago(2 * MINUTE),
  sentAt: null,
  retryable: true,
});

const renderPanel = (api: ApiHandlers, email = EMAIL) =>
  renderWithApp(<MailStatusPanel email={email} applicationId={APPLICATION_ID} />, { api, user: HR });
const mailList = () => screen.getByRole("list", { name: "Mails, newest first" });

describe("HR mail status panel", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows loading, then the mails with status, attempts, last error and time, by the candidate's address", async () => {
    const answer = deferred<HrMailList>();
    const { calls } = await renderPanel({ "hr.mails.list": () => answer.promise });
    expect(screen.getByRole("status")).toHaveTextContent("Loading mails...");
    answer.resolve({ data: [FAILED, mail({})] });

    const items = within(await screen.findByRole("list", { name: "Mails, newest first" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("You have moved to Round 1 at RFT Technologies");
    expect(items[0]).toHaveTextContent("Failed");
    expect(items[0]).toHaveTextContent("5 attempts");
    expect(items[0]).toHaveTextContent("Last error: 550 5.1.1 <asha@example.com>: No such user");
    expect(items[1]).toHaveTextContent("Sent");
    expect(items[1]).toHaveTextContent("1 attempt");
    expect(items[1]).toHaveTextContent("sent 10 minutes ago");
    expect(within(items[1]!).queryByRole("button")).toBeNull();
    expect(calls.find((call) => call.path === "hr.mails.list")?.input).toEqual({ email: EMAIL });
    expect(screen.getByText("1 failed")).toBeInTheDocument();
  });

  it("shows a queued mail's failure without being reopened, and counts the failed mails beside the heading", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current: HrMail = { ...FAILED, status: "queued", attempts: 1, lastError: null, retryable: false };
    await renderPanel({ "hr.mails.list": () => ({ data: [current, mail({})] }) });
    expect(await within(await screen.findByRole("list", { name: "Mails, newest first" })).findByText("Queued")).toBeInTheDocument();
    expect(screen.queryByText(/failed$/)).not.toBeInTheDocument();

    current = FAILED;
    await act(() => vi.advanceTimersByTimeAsync(MAIL_QUEUED_REFETCH_MS));
    await waitFor(() => expect(within(mailList()).getByText("Failed")).toBeInTheDocument());
    expect(screen.getByText("1 failed")).toBeInTheDocument();
    expect(within(mailList()).getByRole("button", { name: /^Retry the mail/ })).toBeInTheDocument();
  });

  it("shows the empty state, and lists by application once the address is erased", async () => {
    const { calls } = await renderPanel({ "hr.mails.list": () => ({ data: [] }) }, "");
    expect(await screen.findByText(MAIL_MESSAGES.noMails)).toBeInTheDocument();
    expect(calls[0]?.input).toEqual({ applicationId: APPLICATION_ID });
  });

  it("shows the error state when the list cannot be loaded", async () => {
    await renderPanel({
      "hr.mails.list": () => {
        throw new Error("offline");
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(MAIL_MESSAGES.fetchFailed);
  });

  it("retries a failed mail: busy while it runs, then a toast, and the list is polled while the mail is queued", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    let current: HrMail = FAILED;
    const retryAnswer = deferred<HrMail>();
    const { user, calls } = await renderPanel({
      "hr.mails.list": () => ({ data: [current] }),
      "hr.mails.retry": () => retryAnswer.promise,
    });

    const retry = await screen.findByRole("button", { name: /^Retry the mail "You have moved to Round 1/ });
    await user.click(retry);
    expect(retry).toBeDisabled();
    expect(retry).toHaveTextContent("Retrying...");
    expect(calls.find((call) => call.path === "hr.mails.retry")?.input).toEqual({ mailId: FAILED.id });

    current = { ...FAILED, status: "queued", retryable: false };
    retryAnswer.resolve(current);
    await waitFor(() => expect(success).toHaveBeenCalledWith(MAIL_MESSAGES.retried));
    await waitFor(() => expect(within(mailList()).getByText("Queued")).toBeInTheDocument());
    expect(within(mailList()).queryByRole("button")).toBeNull();

    // Still queued: the panel asks again by itself until the worker has sent it.
    current = { ...current, status: "sent", attempts: 6, sentAt: new Date().toISOString() };
    await act(() => vi.advanceTimersByTimeAsync(MAIL_QUEUED_REFETCH_MS));
    await waitFor(() => expect(within(mailList()).getByText("Sent")).toBeInTheDocument());
  });

  it("toasts the server's refusal and refreshes the list", async () => {
    const failure = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    let current: HrMail = FAILED;
    const { user } = await renderPanel({
      "hr.mails.list": () => ({ data: [current] }),
      "hr.mails.retry": () => {
        current = { ...FAILED, status: "queued", retryable: false };
        throw apiError("CONFLICT", MAIL_MESSAGES.onlyFailed);
      },
    });
    await user.click(await screen.findByRole("button", { name: /^Retry the mail/ }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(MAIL_MESSAGES.onlyFailed));
    await waitFor(() => expect(within(mailList()).getByText("Queued")).toBeInTheDocument());
  });
});
