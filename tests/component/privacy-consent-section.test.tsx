// "Privacy and consent" on the profile (issue #29): each purpose's state with its date and notice
// version, the record per application, and Withdraw for the optional consent: one click and a
// confirmation, busy while it runs, a toast and the new state once done, the refusal in the dialog;
// the loading, empty and failed states of the list.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrivacyConsentSection } from "../../src/client/features/profile/components/privacy-consent-section.js";
import { toast } from "../../src/client/lib/toast.js";
import type { MyConsent, WithdrawConsentAnswer } from "../../src/shared/me/consents.js";
import { CONSENT_TEXTS } from "../../src/shared/privacy.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const USER: PublicUser = { id: 29, name: "Meera Iyer", email: "meera@example.com", role: "user" };
const WITHDRAW = "Withdraw consent: Keep my profile for future openings";

function consent(overrides: Partial<MyConsent>): MyConsent {
  return {
    applicationId: 2,
    jobTitle: "Data Analyst",
    purpose: "application_processing",
    granted: true,
    noticeVersion: "2026-11-27",
    recordedAt: "2026-11-27T10:00:00.000Z",
    withdrawnAt: null,
    ...overrides,
  };
}

/** Two applications: the newer kept for future openings, the older not. */
const CONSENTS: MyConsent[] = [
  consent({}),
  consent({ purpose: "future_openings" }),
  consent({ applicationId: 1, jobTitle: "General Application", recordedAt: "2026-10-02T10:00:00.000Z", noticeVersion: "2026-11-01" }),
  consent({
    applicationId: 1,
    jobTitle: "General Application",
    purpose: "future_openings",
    granted: false,
    recordedAt: "2026-10-02T10:00:00.000Z",
    noticeVersion: "2026-11-01",
  }),
];

const WITHDRAWN: MyConsent[] = CONSENTS.map((row) =>
  row.purpose === "future_openings" && row.granted ? { ...row, withdrawnAt: "2026-12-05T09:00:00.000Z" } : row,
);

const purpose = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li")!;

async function renderSection(api: ApiHandlers) {
  return renderWithApp(<PrivacyConsentSection />, { user: USER, api });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("privacy and consent", () => {
  it("says which consents are in force, since when and under which version, and keeps the record per application", async () => {
    await renderSection({ "me.consents": () => ({ consents: CONSENTS }) });
    const processing = await screen.findByRole("heading", { level: 3, name: "Processing my application" });
    expect(processing.closest("li")).toHaveTextContent("Given");
    expect(processing.closest("li")).toHaveTextContent("Required to apply");
    expect(processing.closest("li")).toHaveTextContent(
      "(2 applications), most recently on 27 Nov 2026 (privacy policy version 2026-11-27)",
    );
    expect(within(purpose("Keep my profile for future openings")).getByText("Optional")).toBeInTheDocument();
    expect(purpose("Keep my profile for future openings")).toHaveTextContent(
      "Given on 27 Nov 2026 (privacy policy version 2026-11-27), for 1 application.",
    );
    // Only the optional consent has a Withdraw.
    expect(screen.getAllByRole("button", { name: /^Withdraw/ })).toEqual([screen.getByRole("button", { name: WITHDRAW })]);

    const record = screen.getByText("The record for each application").closest("details")!;
    const applications = within(record)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.parentElement === record);
    expect(applications.map((item) => item.textContent)).toEqual([
      "Data AnalystSent on 27 Nov 2026, privacy policy version 2026-11-27Processing my application: givenKeep my profile for future openings: given",
      "General ApplicationSent on 2 Oct 2026, privacy policy version 2026-11-01Processing my application: givenKeep my profile for future openings: not given",
    ]);
  });

  it("withdraws the optional consent after a confirmation, busy meanwhile, then shows it withdrawn and says so", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    const answer = deferred<WithdrawConsentAnswer>();
    const { user, calls } = await renderSection({
      "me.consents": () => ({ consents: CONSENTS }),
      "me.withdrawConsent": () => answer.promise,
    });

    await user.click(await screen.findByRole("button", { name: WITHDRAW }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw your consent?" });
    expect(calls.filter((call) => call.path === "me.withdrawConsent")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Withdraw consent" }));
    expect(within(dialog).getByRole("button", { name: "Withdrawing..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();

    answer.resolve({ withdrawn: 1, message: CONSENT_TEXTS.withdrawn, consents: WITHDRAWN });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith(CONSENT_TEXTS.withdrawn);
    expect(purpose("Keep my profile for future openings")).toHaveTextContent("Withdrawn on 5 Dec 2026.");
    expect(screen.queryByRole("button", { name: WITHDRAW })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === "me.withdrawConsent").map((call) => call.input)).toEqual([{ purpose: "future_openings" }]);
    // The answer's list replaced the cached one: no second read.
    expect(calls.filter((call) => call.path === "me.consents")).toHaveLength(1);
  });

  it("keeps the dialog open with the server's refusal, and Cancel closes it with nothing changed", async () => {
    const { user } = await renderSection({
      "me.consents": () => ({ consents: CONSENTS }),
      "me.withdrawConsent": () => {
        throw apiError("SERVICE_UNAVAILABLE", "The service is unavailable. Please try again in a moment.");
      },
    });
    await user.click(await screen.findByRole("button", { name: WITHDRAW }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw your consent?" });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw consent" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The service is unavailable. Please try again in a moment.");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: WITHDRAW })).toHaveFocus();
    expect(purpose("Keep my profile for future openings")).toHaveTextContent("Given on");
  });

  it("says when nothing was applied for yet, and offers no Withdraw", async () => {
    await renderSection({ "me.consents": () => ({ consents: [] }) });
    expect(await screen.findByText(/You have not applied yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it("says it is loading, and when the list fails, says so with a way to try again", async () => {
    let attempts = 0;
    const second = deferred<{ consents: MyConsent[] }>();
    const { user } = await renderSection({
      "me.consents": () => {
        attempts += 1;
        if (attempts === 1) throw apiError("SERVICE_UNAVAILABLE", "down");
        return second.promise;
      },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your consents...");
    expect(await screen.findByRole("alert")).toHaveTextContent(CONSENT_TEXTS.loadFailed);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    second.resolve({ consents: WITHDRAWN });
    expect(await screen.findByText(/^Withdrawn on 5 Dec 2026/)).toBeInTheDocument();
  });
});
