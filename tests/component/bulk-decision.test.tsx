// Bulk decisions on a hiring step's list (issue #16 item 2): pick rows, the page or every matching
// applicant; the run in chunks of 100, one after another, with its progress ("Rejecting 100 of
// 250…") and a Cancel between chunks; then the summary with done, skipped (and why) and not run.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BulkDecisionBar } from "../../src/client/features/hr/components/bulk-decision-bar.js";
import { bulkSelectColumn } from "../../src/client/features/hr/components/bulk-select-column.js";
import { useBulkSelection } from "../../src/client/features/hr/hooks/use-bulk-selection.js";
import { Table } from "../../src/client/components/ui/table.js";
import type { ApplicantRow } from "../../src/shared/hr/applicants.js";
import { BULK_MATCHING_CAP, BULK_MESSAGES, type BulkSummary } from "../../src/shared/hr/bulk.js";
import type { PublicUser } from "../../src/shared/user.js";
import { deferred, type ApiHandlers } from "../helpers/component-api.js";
import { applicantRow } from "../helpers/applicant-row.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };
const CAPTION = "Candidates of this step";

function row(id: number, name: string, overrides: Partial<ApplicantRow> = {}): ApplicantRow {
  return applicantRow({ applicantId: id, fullName: name, ...overrides });
}

const ROWS = [
  row(1, "Asha Rao"),
  row(2, "Vikram Das"),
  row(3, "Meera Iyer"),
  row(4, "Ravi Kumar", { withdrawnAt: "2026-11-12T10:00:00.000Z" }),
  row(5, "Lata Shah", { roundStatus: "rejected" }),
];

function StepList() {
  const selection = useBulkSelection();
  const columns = [bulkSelectColumn(selection), { header: "Name", primary: true, cell: (applicant: ApplicantRow) => applicant.fullName }];
  return (
    <>
      <BulkDecisionBar department="Engineering" round="round_1" rows={ROWS} selection={selection} />
      <Table caption={CAPTION} columns={columns} rows={ROWS} rowKey={(applicant) => applicant.applicantId} />
    </>
  );
}

type RunInput = { applicantIds: number[]; action: string; toRound?: string; message?: string; department?: string };

/** The server: everything done but the ids in `skip`. */
function summaryOf(input: RunInput, skip: number[] = []): BulkSummary {
  return {
    action: input.action as BulkSummary["action"],
    done: input.applicantIds.filter((id) => !skip.includes(id)),
    skipped: input.applicantIds
      .filter((id) => skip.includes(id))
      .map((id) => ({ id, reason: "APPLICANT_NOT_IN_PROGRESS", message: "Only applicants in progress can be moved." })),
    notRun: [],
    stopped: null,
  };
}

const table = () => within(screen.getByRole("region", { name: CAPTION }));
const bar = () => within(screen.getByRole("group", { name: "Bulk decisions" }));
const runCalls = (calls: { path: string; input: unknown }[]) =>
  calls.filter((call) => call.path === "hr.bulk.run").map((call) => call.input as RunInput);

describe("Bulk decisions", () => {
  it("selects rows and the page (movable ones only), then moves them with one message and shows the summary", async () => {
    const api: ApiHandlers = { "hr.bulk.run": (input) => summaryOf(input as RunInput, [3]) };
    const { user, calls } = await renderWithApp(<StepList />, { api, user: HR });

    expect(table().queryByRole("checkbox", { name: "Select Ravi Kumar" })).not.toBeInTheDocument();
    expect(table().queryByRole("checkbox", { name: "Select Lata Shah" })).not.toBeInTheDocument();
    expect(bar().getByRole("button", { name: "Reject selected" })).toBeDisabled();

    await user.click(table().getByRole("checkbox", { name: "Select Asha Rao" }));
    expect(bar().getByText("1 applicant selected")).toBeInTheDocument();
    const page = bar().getByRole("checkbox", { name: "Select page" });
    expect(page).toHaveProperty("indeterminate", true);
    await user.click(page);
    expect(bar().getByText("3 applicants selected")).toBeInTheDocument();
    expect(table().getByRole("checkbox", { name: "Select Meera Iyer" })).toBeChecked();

    const move = bar().getByRole("button", { name: "Move selected" });
    expect(move, "no round chosen yet").toBeDisabled();
    await user.selectOptions(bar().getByRole("combobox", { name: "Move selected to" }), "round_2");
    await user.click(move);
    const dialog = await screen.findByRole("dialog", { name: "Move selected applicants to Round 2" });
    await user.type(within(dialog).getByRole("textbox", { name: "Message (optional)" }), "See you in Round 2.");
    await user.click(within(dialog).getByRole("button", { name: "Move 3" }));

    expect(await within(dialog).findByText("2 moved to Round 2")).toBeInTheDocument();
    expect(within(dialog).getByText("1 skipped")).toBeInTheDocument();
    expect(within(within(dialog).getByRole("list", { name: "Skipped applicants" })).getByText("Meera Iyer")).toBeInTheDocument();
    expect(runCalls(calls)).toEqual([
      { applicantIds: [1, 2, 3], action: "move", toRound: "round_2", message: "See you in Round 2.", department: "Engineering" },
    ]);
    // The moved ones leave the selection; the skipped one stays picked.
    expect(bar().getByText("1 applicant selected")).toBeInTheDocument();
  });

  it("selects all matching, rejects in chunks of 100 one after another with progress, then the summary", async () => {
    const matching = Array.from({ length: 250 }, (_, index) => 1000 + index);
    const chunks = [deferred<BulkSummary>(), deferred<BulkSummary>(), deferred<BulkSummary>()];
    let call = 0;
    const api: ApiHandlers = {
      "hr.bulk.matchingIds": () => ({ ids: matching, total: 250, capped: false }),
      "hr.bulk.run": () => chunks[call++]!.promise,
    };
    const { user, calls } = await renderWithApp(<StepList />, { api, user: HR });

    await user.click(bar().getByRole("button", { name: "Select all matching" }));
    expect(await bar().findByText("250 applicants selected")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "hr.bulk.matchingIds")?.input).toEqual({ department: "Engineering", round: "round_1" });

    await user.click(bar().getByRole("button", { name: "Reject selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject selected applicants" });
    await user.click(within(dialog).getByRole("button", { name: "Reject 250" }));

    expect(await within(dialog).findByText("Rejecting 100 of 250…")).toBeInTheDocument();
    expect(runCalls(calls)).toHaveLength(1);
    chunks[0]!.resolve(summaryOf(runCalls(calls)[0]!));
    expect(await within(dialog).findByText("Rejecting 200 of 250…")).toBeInTheDocument();
    expect(within(dialog).getByRole("progressbar")).toHaveAttribute("value", "100");
    expect(runCalls(calls), "one chunk at a time").toHaveLength(2);
    chunks[1]!.resolve(summaryOf(runCalls(calls)[1]!));
    await waitFor(() => expect(runCalls(calls)).toHaveLength(3));
    chunks[2]!.resolve(summaryOf(runCalls(calls)[2]!, [1249]));

    expect(await within(dialog).findByText("249 rejected")).toBeInTheDocument();
    expect(within(dialog).getByText("1 skipped")).toBeInTheDocument();
    expect(within(dialog).getByText(/Applicant #1249/)).toBeInTheDocument();
    expect(runCalls(calls).map((input) => input.applicantIds.length)).toEqual([100, 100, 50]);
    expect(runCalls(calls).flatMap((input) => input.applicantIds)).toEqual(matching);
    expect(runCalls(calls).every((input) => input.action === "reject" && input.message === undefined)).toBe(true);
  });

  it("cancels between chunks: the rest is not sent and the summary says so", async () => {
    const matching = Array.from({ length: 150 }, (_, index) => 2000 + index);
    const first = deferred<BulkSummary>();
    const api: ApiHandlers = {
      "hr.bulk.matchingIds": () => ({ ids: matching, total: 150, capped: false }),
      "hr.bulk.run": () => first.promise,
    };
    const { user, calls } = await renderWithApp(<StepList />, { api, user: HR });
    await user.click(bar().getByRole("button", { name: "Select all matching" }));
    await bar().findByText("150 applicants selected");
    await user.click(bar().getByRole("button", { name: "Reject selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject selected applicants" });
    await user.click(within(dialog).getByRole("button", { name: "Reject 150" }));
    await within(dialog).findByText("Rejecting 100 of 150…");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByRole("button", { name: "Cancelling…" })).toBeDisabled();
    first.resolve(summaryOf(runCalls(calls)[0]!));

    expect(await within(dialog).findByText("100 rejected")).toBeInTheDocument();
    expect(within(dialog).getByText(`50 not handled. ${BULK_MESSAGES.cancelled}`)).toBeInTheDocument();
    expect(runCalls(calls)).toHaveLength(1);
  });

  it("says when more applicants match than can be selected at once", async () => {
    const ids = Array.from({ length: BULK_MATCHING_CAP }, (_, index) => index + 1);
    const { user } = await renderWithApp(<StepList />, {
      api: { "hr.bulk.matchingIds": () => ({ ids, total: 7200, capped: true }) },
      user: HR,
    });
    await user.click(bar().getByRole("button", { name: "Select all matching" }));
    expect(await bar().findByText("5,000 applicants selected")).toBeInTheDocument();
    expect(bar().getByText(/7,200 applicants match; only the newest 5,000 can be selected at once/)).toBeInTheDocument();
  });
});
