// A hiring round's table (issue #33): one person's two applications differ by their Job Title
// column, and a withdrawn one reads Withdrawn alone, never beside "Active".
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { decisionColumns } from "../../src/client/features/hr/components/applicant-decision-columns.js";
import { Table } from "../../src/client/components/ui/table.js";
import { applicantRow } from "../helpers/applicant-row.js";

const CAPTION = "Candidates of this step";

describe("HR: a hiring round's table", () => {
  it("shows each application's job title, so one person's two applications are told apart", () => {
    const rows = [
      applicantRow({ applicantId: 1, jobTitle: "Platform Engineer" }),
      applicantRow({ applicantId: 2, jobTitle: "Data Analyst", withdrawnAt: "2026-11-12T10:00:00.000Z", status: 0 }),
      applicantRow({ applicantId: 3, jobTitle: null }),
    ];
    const columns = decisionColumns({
      choiceOf: () => undefined,
      mailSent: () => false,
      onChoose: () => undefined,
      onViewDetails: () => undefined,
      onSendMail: () => undefined,
    });
    render(<Table caption={CAPTION} columns={columns} rows={rows} rowKey={(row) => row.applicantId} />);
    const table = within(screen.getByRole("region", { name: CAPTION }));
    const [header, first, second, general] = table.getAllByRole("row");
    expect(
      within(header!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(["Name", "Email", "Job Title", "Status"]));
    expect(within(first!).getByText("Platform Engineer")).toBeInTheDocument();
    expect(within(second!).getByText("Data Analyst")).toBeInTheDocument();
    expect(within(second!).getByText("Withdrawn")).toBeInTheDocument();
    expect(within(second!).queryByText(/Active/)).not.toBeInTheDocument();
    expect(within(general!).getByText("—")).toBeInTheDocument();
  });
});
