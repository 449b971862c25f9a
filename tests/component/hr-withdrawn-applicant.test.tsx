// HR's view of an application its candidate withdrew (issue #15): the Withdrawn badge where the
// outcome shows, no Accept / Reject / Send Mail but the reason why, and the withdrawal in the
// applicant's round history.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { decisionColumns } from "../../src/client/features/hr/components/applicant-decision-columns.js";
import { RoundTimeline } from "../../src/client/features/hr/components/round-timeline.js";
import { Table } from "../../src/client/components/ui/table.js";
import type { ApplicantDetail } from "../../src/shared/hr/applicants.js";
import { MY_APPLICATION_MESSAGES } from "../../src/shared/me/applications.js";
import { applicantRow } from "../helpers/applicant-row.js";

const ACTIVE = applicantRow();
const WITHDRAWN = applicantRow({
  applicantId: 2,
  fullName: "Vikram Das",
  email: "vikram@example.com",
  withdrawnAt: "2026-11-12T10:00:00.000Z",
});

const CAPTION = "Round 1 applicants";

function renderList() {
  const columns = decisionColumns({
    choiceOf: () => undefined,
    mailSent: () => false,
    onChoose: () => undefined,
    onViewDetails: () => undefined,
    onSendMail: () => undefined,
  });
  render(<Table caption={CAPTION} columns={columns} rows={[ACTIVE, WITHDRAWN]} rowKey={(applicant) => applicant.applicantId} />);
  const [, active, withdrawn] = within(screen.getByRole("region", { name: CAPTION })).getAllByRole("row");
  return { active: active!, withdrawn: withdrawn! };
}

describe("HR: an application the candidate withdrew", () => {
  it("shows Withdrawn and why it cannot be moved, without the move actions", () => {
    const { active, withdrawn } = renderList();

    expect(within(withdrawn).getByText("Withdrawn")).toBeInTheDocument();
    expect(within(withdrawn).getByText(MY_APPLICATION_MESSAGES.withdrawnForHr)).toBeInTheDocument();
    const actions = within(withdrawn).getByRole("group", { name: "Decision for Vikram Das" });
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["View Details"]);
    expect(within(withdrawn).queryByRole("combobox")).not.toBeInTheDocument();

    expect(within(active).getByText("In Progress")).toBeInTheDocument();
    expect(within(active).queryByText("Withdrawn")).not.toBeInTheDocument();
    expect(within(active).getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(within(active).getByRole("combobox", { name: "Move Asha Rao to" })).toBeInTheDocument();
  });

  it("lists the withdrawal in the round history", () => {
    const detail = {
      appliedAt: "2026-11-02T09:00:00.000Z",
      jobTitle: "Platform Engineer",
      history: [],
      withdrawnAt: WITHDRAWN.withdrawnAt,
    };
    const { rerender } = render(<RoundTimeline applicant={detail as unknown as ApplicantDetail} />);
    expect(screen.getByText("Withdrawn by the candidate")).toBeInTheDocument();
    expect(screen.getByText("Withdrawn", { selector: "span" })).toBeInTheDocument();

    rerender(<RoundTimeline applicant={{ ...detail, withdrawnAt: null } as unknown as ApplicantDetail} />);
    expect(screen.queryByText("Withdrawn by the candidate")).not.toBeInTheDocument();
  });
});
