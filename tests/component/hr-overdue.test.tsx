// Overdue applications on HR's pages (issue #32): a board card and a step-page row of an overdue
// application say "Overdue" in words; the analytics page's panel lists them in a captioned table,
// each name opening the applicant's details, and says so when there are none or when it fails.
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Table } from "../../src/client/components/ui/table.js";
import { decisionColumns } from "../../src/client/features/hr/components/applicant-decision-columns.js";
import { OverdueApplicationsPanel } from "../../src/client/features/hr/components/overdue-applications-panel.js";
import { PipelineCardBody } from "../../src/client/features/hr/components/pipeline-card.js";
import type { PipelineCard } from "../../src/shared/hr/pipeline.js";
import type { OverdueList } from "../../src/shared/hr/overdue.js";
import type { PublicUser } from "../../src/shared/user.js";
import { applicantRow } from "../helpers/applicant-row.js";
import { apiError } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };

const card = (overrides: Partial<PipelineCard>): PipelineCard => ({
  applicantId: 1,
  fullName: "Asha Rao",
  jobId: 3,
  jobTitle: "Platform Engineer",
  appliedAt: "2026-11-02T09:00:00.000Z",
  rating: null,
  roundValue: "round_1",
  roundStatus: "in_progress",
  ...overrides,
});

describe("HR: overdue applications", () => {
  it("marks an overdue card on the board in words", () => {
    const { unmount } = render(<PipelineCardBody card={card({ overdue: true })} />);
    expect(screen.getByText("Overdue")).toBeInTheDocument();
    unmount();
    render(<PipelineCardBody card={card({ overdue: false })} />);
    expect(screen.queryByText("Overdue")).not.toBeInTheDocument();
  });

  it("marks an overdue row of a step's table beside its status", () => {
    const columns = decisionColumns({
      choiceOf: () => undefined,
      mailSent: () => false,
      onChoose: () => undefined,
      onViewDetails: () => undefined,
      onSendMail: () => undefined,
    });
    const rows = [
      applicantRow({ applicantId: 1, overdue: true }),
      applicantRow({ applicantId: 2, fullName: "Vikram Das", overdue: false }),
    ];
    render(<Table caption="Candidates" columns={columns} rows={rows} rowKey={(row) => row.applicantId} />);
    const [, overdue, onTime] = within(screen.getByRole("region", { name: "Candidates" })).getAllByRole("row");
    expect(within(overdue!).getByText("Overdue")).toBeInTheDocument();
    expect(within(onTime!).queryByText("Overdue")).not.toBeInTheDocument();
  });

  it("lists them on the analytics page, each opening the applicant's details", async () => {
    const answer: OverdueList = {
      applications: [
        {
          applicantId: 41,
          fullName: "Meera Iyer",
          department: "Marketing",
          round: "Round 2",
          roundValue: "round_2",
          daysWaiting: 40,
          p80Days: 17,
        },
      ],
    };
    const { user, router, calls } = await renderWithApp(<OverdueApplicationsPanel department="Marketing" />, {
      api: { "hr.analytics.overdue": () => answer },
      user: HR,
    });
    const table = await screen.findByRole("table", { name: "Overdue applications" });
    expect(calls.find((call) => call.path === "hr.analytics.overdue")?.input).toEqual({ department: "Marketing" });
    const [, row] = within(table).getAllByRole("row");
    expect(within(row!).getByText("Round 2")).toBeInTheDocument();
    expect(within(row!).getByText("40 days")).toBeInTheDocument();
    expect(within(row!).getByText("17 days")).toBeInTheDocument();
    await user.click(within(row!).getByRole("button", { name: "View details of Meera Iyer" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ applicant: 41 }));
  });

  it("says when no application is waiting longer than usual", async () => {
    await renderWithApp(<OverdueApplicationsPanel />, { api: { "hr.analytics.overdue": () => ({ applications: [] }) }, user: HR });
    expect(await screen.findByText("No application is waiting longer than usual.")).toBeInTheDocument();
  });

  it("says when the list could not be read", async () => {
    await renderWithApp(<OverdueApplicationsPanel />, {
      api: {
        "hr.analytics.overdue": () => {
          throw apiError("INTERNAL_SERVER_ERROR", "Something went wrong");
        },
      },
      user: HR,
    });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });
});
