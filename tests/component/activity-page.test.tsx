// The activity page (/hr/activity, issue #16 item 4) and an application's History section against a
// fake API: loading, rows in words (time, who, action, target, before → after), the empty and error
// states, the filters (who, action, days; Clear) and paging by the server's cursors, all as the
// page's search state; History's "Show older" reading on from the last cursor.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ActivityPage } from "../../src/client/features/hr/components/activity-page.js";
import { ApplicationHistory } from "../../src/client/features/hr/components/application-history.js";
import { activitySearchFromUrl, AUDIT_MESSAGES, type ActivitySearch } from "../../src/shared/hr/audit.js";
import type { ActivityEntry, ActivityPage as ActivityPageData } from "../../src/shared/hr/audit-schemas.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiCall, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };
const ACTORS = [
  { id: 7, name: "Harini Recruiter" },
  { id: 8, name: "Vikram Lead" },
];

function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 1,
    createdAt: "2026-11-20T09:30:00.000Z",
    actor: { id: 7, name: "Harini Recruiter" },
    action: "applicant_moved",
    targetType: "application",
    targetId: "42",
    applicationId: 42,
    before: { round: "resume_screening", round_status: "in_progress" },
    after: { round: "round_1", round_status: "in_progress" },
    applicantName: "Asha Rao",
    enquiry: false,
    jobTitle: "Product Designer",
    ...overrides,
  };
}

function page(data: ActivityEntry[], overrides: Partial<ActivityPageData> = {}): ActivityPageData {
  return { data, page: 1, pageSize: 50, hasPrevious: false, hasNext: false, nextCursor: null, prevCursor: null, ...overrides };
}

let lastSearch: ActivitySearch = {};
function Harness({ initial = {} }: { initial?: ActivitySearch }) {
  const [search, setSearch] = useState<ActivitySearch>(initial);
  lastSearch = search;
  return <ActivityPage search={search} onSearchChange={setSearch} />;
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === "hr.activity.list").map((call) => call.input);
const renderPage = (list: ApiHandlers[string], initial?: ActivitySearch) =>
  renderWithApp(<Harness initial={initial} />, { api: { "hr.activity.list": list, "hr.activity.actors": () => ACTORS }, user: HR });

describe("HR activity page", () => {
  it("shows loading, then each row in words: time, who, action, target and the change", async () => {
    const answer = deferred<ActivityPageData>();
    await renderPage(() => answer.promise);
    expect(screen.getByRole("status")).toHaveTextContent("Loading activity...");
    answer.resolve(
      page([
        entry({ id: 3, action: "rating_set", targetId: "42", before: { rating: null }, after: { rating: 4 } }),
        entry({ id: 2, actor: { id: null, name: "System" }, action: "retention_erased", before: null, after: null }),
        entry({ id: 1 }),
      ]),
    );
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Harini Recruiter", "Rated an application", "Asha Rao – Product Designer", "rating no rating → 4"],
      ["System", "Erased after the retention period", "Asha Rao – Product Designer", "—"],
      ["Harini Recruiter", "Moved an applicant", "Asha Rao – Product Designer", "round Resume Screening → Round 1, status In Progress"],
    ]);
    expect(within(rows[0]!).getByRole("cell", { name: /2026/ }).querySelector("time")).toHaveAttribute(
      "dateTime",
      "2026-11-20T09:30:00.000Z",
    );
  });

  it("names what each row is about and words every stored key and value (no ids or raw keys)", async () => {
    await renderPage(() =>
      page([
        entry({
          id: 6,
          action: "bulk_run",
          targetType: "bulk",
          targetId: null,
          applicationId: null,
          applicantName: null,
          jobTitle: null,
          before: null,
          after: { action: "reject", to_round: null, department: "Design", requested: 3, done: 2, skipped: 1, not_run: 0, stopped: false },
        }),
        entry({
          id: 5,
          action: "list_exported",
          targetType: "export",
          targetId: "applicants",
          applicationId: null,
          applicantName: null,
          jobTitle: null,
          before: null,
          after: { list: "applicants", department: null, round: "applied", gender: "Female", job_title: "Designer" },
        }),
        entry({
          id: 4,
          action: "mail_retried",
          targetType: "mail",
          targetId: "77",
          before: { status: "failed", kind: "hr_message" },
          after: { status: "queued", kind: "hr_message" },
        }),
        entry({ id: 3, action: "enquiry_rejected", enquiry: true, jobTitle: null }),
        entry({ id: 2, action: "enquiry_deleted", targetId: "8", applicationId: 8, applicantName: null, jobTitle: null }),
        entry({
          id: 1,
          action: "job_deleted",
          targetType: "job",
          targetId: "3",
          applicationId: null,
          applicantName: null,
          jobTitle: null,
          before: { title: "Designer" },
          after: null,
        }),
      ]),
    );
    const table = await screen.findByRole("table");
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(3)
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ["Bulk run", "decision Reject, department Design, asked for 3, done 2, skipped 1, not run 0, stopped early no"],
      ["Applicants list", "list Applicants, department all departments, round All Applicants, gender Female, job title Designer"],
      ["Mail to Asha Rao – Product Designer", "status Failed → Queued, mail Message from HR"],
      ["Asha Rao's enquiry", "round Resume Screening → Round 1, status In Progress"],
      ["A deleted application (#8)", "round Resume Screening → Round 1, status In Progress"],
      ["A deleted job #3", "was title Designer"],
    ]);
    expect(table.textContent).not.toMatch(/not_run|to_round|Application #/);
  });

  it("filters by who, action and days (each starting at page 1), and Clear filters drops them all", async () => {
    const { user, calls } = await renderPage(
      (input) => {
        const { action } = input as ActivitySearch;
        return page(action ? [] : [entry({})]);
      },
      { page: 3, cursor: "abc" },
    );
    await screen.findByRole("table");
    expect(listCalls(calls)[0]).toEqual({ page: 3, cursor: "abc" });

    await user.selectOptions(await screen.findByRole("combobox", { name: "Who" }), "Vikram Lead");
    await waitFor(() => expect(lastSearch).toEqual({ actor: 8 }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "Moved an applicant");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-01" } });
    // A To before From pulls From along.
    await waitFor(() => expect(lastSearch).toEqual({ actor: 8, action: "applicant_moved", from: "2026-10-01", to: "2026-10-01" }));
    expect(listCalls(calls).at(-1)).toEqual({ actor: 8, action: "applicant_moved", from: "2026-10-01", to: "2026-10-01", page: 1 });
    expect(await screen.findByText(AUDIT_MESSAGES.noActivity)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(lastSearch).toEqual({}));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeDisabled();
  });

  it("pages with the server's cursors: Next carries nextCursor, Previous back to page 1 carries none", async () => {
    const { user, calls } = await renderPage((input) => {
      const { page: number = 1 } = input as ActivitySearch;
      return number === 1
        ? page([entry({ id: 100 })], { hasNext: true, nextCursor: "next-1" })
        : page([entry({ id: 50, action: "note_added", targetType: "note", targetId: "9", before: null, after: null })], {
            page: 2,
            hasPrevious: true,
            prevCursor: "prev-2",
          });
    });
    await screen.findByRole("table");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Note on Asha Rao – Product Designer", { selector: "td" })).toBeInTheDocument();
    expect(lastSearch).toEqual({ page: 2, cursor: "next-1" });
    expect(screen.getByText("Page 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(lastSearch).toEqual({}));
    expect(listCalls(calls).at(-1)).toEqual({ page: 1 });
  });

  it("says so when nothing was recorded yet, and shows a refusal's message with Try again", async () => {
    let fail = true;
    const { user } = await renderPage(() => {
      if (fail) throw apiError("BAD_REQUEST", AUDIT_MESSAGES.fromAfterTo);
      return page([]);
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(AUDIT_MESSAGES.fromAfterTo);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No activity yet.")).toBeInTheDocument();
  });

  it("hides a server fault's details behind the page's own message", async () => {
    await renderPage(() => {
      throw apiError("INTERNAL_SERVER_ERROR", "database exploded");
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(AUDIT_MESSAGES.fetchFailed);
    expect(screen.queryByText(/exploded/)).not.toBeInTheDocument();
  });
});

describe("application History", () => {
  it("lists the application's rows newest first and reads older ones on from the cursor", async () => {
    const { user, calls } = await renderWithApp(<ApplicationHistory applicationId={42} />, {
      user: HR,
      api: {
        "hr.activity.forApplication": (input) =>
          (input as { cursor?: string }).cursor === "older"
            ? page([entry({ id: 1, action: "note_added", targetType: "note", before: null, after: null })])
            : page([entry({ id: 5, action: "applicant_rejected", after: { round: "round_1", round_status: "rejected" } })], {
                hasNext: true,
                nextCursor: "older",
              }),
      },
    });
    const list = await screen.findByRole("list", { name: "History, newest first" });
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(
      "Rejected an applicant · round Resume Screening → Round 1, status In Progress → Rejected",
    );
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("by Harini Recruiter");
    await user.click(screen.getByRole("button", { name: "Show older" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("Added a note");
    expect(screen.queryByRole("button", { name: "Show older" })).not.toBeInTheDocument();
    // tRPC's infinite query adds its direction, which the server's schema drops.
    expect(calls.filter((call) => call.path === "hr.activity.forApplication").map((call) => call.input)).toEqual([
      { applicationId: 42, direction: "forward" },
      { applicationId: 42, cursor: "older", direction: "forward" },
    ]);
  });

  it("says when there is no history", async () => {
    await renderWithApp(<ApplicationHistory applicationId={42} />, { user: HR, api: { "hr.activity.forApplication": () => page([]) } });
    expect(await screen.findByText(AUDIT_MESSAGES.noHistory)).toBeInTheDocument();
  });
});

describe("the URL's search params", () => {
  it("keeps what makes sense and drops the rest, so a hand-edited URL still opens the page", () => {
    expect(
      activitySearchFromUrl({ actor: "8", action: "note_added", from: "2026-01-01", to: "2026-01-31", page: "3", cursor: "eyJ-a_b" }),
    ).toEqual({
      actor: 8,
      action: "note_added",
      from: "2026-01-01",
      to: "2026-01-31",
      page: 3,
      cursor: "eyJ-a_b",
    });
    expect(activitySearchFromUrl({ actor: "x", action: "drop_table", from: "2026-02-30", to: "soon", page: "0", cursor: "abc" })).toEqual(
      {},
    );
    // A reversed range keeps its start; page 1 and a cursor without its page are left out.
    expect(activitySearchFromUrl({ from: "2026-03-01", to: "2026-02-01", page: 1, cursor: "abc" })).toEqual({ from: "2026-03-01" });
    expect(activitySearchFromUrl({ page: 2, cursor: "a b<script>" })).toEqual({ page: 2 });
  });
});
