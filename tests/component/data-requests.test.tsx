// Data requests in the browser (issue #29 item 4): on the profile a candidate picks a type, writes a
// message and sends it (checked before it leaves), sees a toast and the request in their list with
// its status, due date and HR's reply; HR's queue marks overdue requests in words and answers one
// in a dialog, showing a refusal (already answered) there.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataRequestsPage } from "../../src/client/features/hr/components/data-requests-page.js";
import { DataRequestsSection } from "../../src/client/features/profile/components/data-requests-section.js";
import { toast } from "../../src/client/lib/toast.js";
import { DATA_REQUEST_TEXTS } from "../../src/shared/data-request-terms.js";
import type { HrDataRequest, MyDataRequest } from "../../src/shared/data-requests.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const CANDIDATE: PublicUser = { id: 31, name: "Asha Rao", email: "asha@example.com", role: "user" };
const HR: PublicUser = { id: 2, name: "Meera HR", email: "meera@example.com", role: "hr" };

const FILED: MyDataRequest = {
  id: 42,
  type: "correction",
  message: "My year of passing is wrong.",
  status: "open",
  createdAt: "2026-11-01T10:00:00.000Z",
  dueAt: "2026-12-01T10:00:00.000Z",
  overdue: false,
  answeredAt: null,
  reply: null,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Your data requests on the profile", () => {
  it("checks the form before sending, then files the request, toasts and lists it", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    let mine: MyDataRequest[] = [];
    const { user, calls } = await renderWithApp(<DataRequestsSection />, {
      user: CANDIDATE,
      api: {
        "me.requests.list": () => ({ data: mine }),
        "me.requests.file": () => {
          mine = [FILED];
          return { request: FILED, message: DATA_REQUEST_TEXTS.filed };
        },
      },
    });
    expect(await screen.findByText(DATA_REQUEST_TEXTS.noRequests)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(DATA_REQUEST_TEXTS.unknownType)).toBeInTheDocument();
    expect(screen.getByText(DATA_REQUEST_TEXTS.messageRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.path === "me.requests.file")).toBe(false);

    await user.selectOptions(screen.getByRole("combobox", { name: "Request type" }), "Correct my data");
    expect(screen.getByText(/correct, complete or update personal data/)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "  My year of passing is wrong.  ");
    await user.click(screen.getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(DATA_REQUEST_TEXTS.filed));
    expect(calls.find((call) => call.path === "me.requests.file")?.input).toEqual({
      type: "correction",
      message: "My year of passing is wrong.",
    });
    const list = await screen.findByRole("list", { name: "Your requests" });
    const item = within(list).getByRole("listitem");
    expect(within(item).getByRole("heading", { name: "Request #42: Correct my data" })).toBeInTheDocument();
    expect(within(item).getByText("Open")).toBeInTheDocument();
    expect(within(item).getByText("1 Dec 2026")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
  });

  it("shows HR's reply once answered, Overdue in words past the due date, and a way out of a failed load", async () => {
    let fail = true;
    const answered = { ...FILED, id: 7, status: "answered", answeredAt: "2026-11-10T09:00:00.000Z", reply: "Corrected to 2024." } as const;
    const late = { ...FILED, id: 8, overdue: true };
    const { user } = await renderWithApp(<DataRequestsSection />, {
      user: CANDIDATE,
      api: {
        "me.requests.list": () => {
          if (fail) throw apiError("SERVICE_UNAVAILABLE", "Down");
          return { data: [late, answered] };
        },
      },
    });
    expect(await screen.findByText(DATA_REQUEST_TEXTS.fetchFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    const items = within(await screen.findByRole("list", { name: "Your requests" })).getAllByRole("listitem");
    expect(within(items[0]!).getByText("Overdue")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Answered")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Our reply")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Corrected to 2024.")).toBeInTheDocument();
  });
});

describe("HR's data request queue", () => {
  const request = (overrides: Partial<HrDataRequest>): HrDataRequest => ({
    ...FILED,
    requester: { id: CANDIDATE.id, name: CANDIDATE.name, email: CANDIDATE.email },
    answeredBy: null,
    ...overrides,
  });
  const page = (data: HrDataRequest[]) => ({ data, pagination: { currentPage: 1, totalPages: 1, total: data.length, limit: 20 } });

  it("marks an overdue request in words and answers it in a dialog; a refusal shows in the dialog", async () => {
    let answeredElsewhere = false;
    const { user, calls } = await renderWithApp(<DataRequestsPage search={{}} onSearchChange={() => undefined} />, {
      user: HR,
      api: {
        "hr.requests.list": () => page([request({ id: 5, overdue: true }), request({ id: 6, type: "access" })]),
        "hr.requests.reply": (input) => {
          if (answeredElsewhere) throw apiError("CONFLICT", DATA_REQUEST_TEXTS.alreadyAnswered);
          return {
            request: request({ id: (input as { id: number }).id, status: "answered", reply: "Done" }),
            message: DATA_REQUEST_TEXTS.replied,
          };
        },
      },
    });
    const table = await screen.findByRole("table");
    const overdueRow = within(table).getByRole("row", { name: /#5 Correct my data/ });
    expect(within(overdueRow).getByText("Overdue")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /#6 See my data/ })).getByText("Open")).toBeInTheDocument();
    expect(calls[0]).toEqual({ path: "hr.requests.list", input: { status: "open", page: 1 } });

    await user.click(within(table).getByRole("button", { name: "Reply to request #6" }));
    const dialog = await screen.findByRole("dialog", { name: "Reply to request #6" });
    expect(within(dialog).getByRole("button", { name: "Send reply" })).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Reply/ }), "Here is your data.");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === "hr.requests.reply")?.input).toEqual({ id: 6, reply: "Here is your data." });
    expect(await screen.findByText(DATA_REQUEST_TEXTS.replied)).toBeInTheDocument();

    answeredElsewhere = true;
    await user.click(within(screen.getByRole("table")).getByRole("button", { name: "Reply to request #5" }));
    const second = await screen.findByRole("dialog", { name: "Reply to request #5" });
    await user.type(within(second).getByRole("textbox", { name: /Reply/ }), "Late answer");
    await user.click(within(second).getByRole("button", { name: "Send reply" }));
    expect(await within(second).findByRole("alert")).toHaveTextContent(DATA_REQUEST_TEXTS.alreadyAnswered);
  });

  it("filters by status through the URL's search", async () => {
    const onSearchChange = vi.fn();
    const { user } = await renderWithApp(<DataRequestsPage search={{ status: "answered" }} onSearchChange={onSearchChange} />, {
      user: HR,
      api: { "hr.requests.list": () => page([]) },
    });
    expect(await screen.findByText("No answered requests yet.")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "All");
    expect(onSearchChange).toHaveBeenCalledWith({ status: "all" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Open");
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });
});
