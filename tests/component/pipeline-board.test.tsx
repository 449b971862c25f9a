// The pipeline board (issue #16 item 1): a keyboard drag (Space lifts, arrows choose a column, Space
// drops) calls hr.applicants.move, shows the card in its new column at once with the column totals,
// and toasts "Moved … to Round 1; the mail is queued", then follows that mail and toasts its failure;
// a refused move puts the card back and toasts the server's message; Escape cancels; screen readers
// hear which column the card is over.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PipelineBoard } from "../../src/client/features/hr/components/pipeline-board.js";
import { toast } from "../../src/client/lib/toast.js";
import { MAIL_QUEUED_REFETCH_MS, type HrMail, type MailStatus } from "../../src/shared/hr/mails.js";
import { mailFailedMessage } from "../../src/shared/hr/messages.js";
import { PIPELINE_COLUMNS, type PipelineCard, type PipelineColumn } from "../../src/shared/hr/pipeline.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };

function card(id: number, name: string): PipelineCard {
  return {
    applicantId: id,
    fullName: name,
    jobId: 3,
    jobTitle: "Platform Engineer",
    appliedAt: `2026-11-0${id}T09:00:00.000Z`,
    rating: id === 1 ? 4 : null,
    roundValue: "resume_screening",
    roundStatus: "in_progress",
  };
}

// happy-dom lays nothing out: give every column a box side by side (300 px apart) and every card a
// box inside its column, as a browser would, so dnd-kit can tell which column a card is over.
function fakeLayout() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    // The dragged card's preview (DragOverlay) starts where the card was: in Resume Screening here.
    const preview = this.matches("[data-drag-preview]") || this.querySelector("[data-drag-preview]") !== null;
    const column = preview ? null : this.closest("[data-column]");
    if (!column && !preview) return original.call(this);
    const index = column ? PIPELINE_COLUMNS.indexOf(column.getAttribute("data-column") as PipelineColumn) : 0;
    const inCard = preview || this.closest("[data-applicant-id]") !== null;
    const [x, y, width, height] = inCard ? [index * 300 + 10, 60, 260, 100] : [index * 300, 0, 280, 800];
    return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
  });
}

/** A server holding two applicants in Resume Screening; moves answered by `move`; each move's mail (id "9") in `mailStatus()`. */
function fakeServer(
  move: (input: { applicantId: number; status: string; toRound?: string }) => unknown,
  mailStatus = (): MailStatus => "sent",
) {
  const where = new Map<number, PipelineColumn>([
    [1, "resume-screening"],
    [2, "resume-screening"],
  ]);
  const cards = [card(1, "Asha Rao"), card(2, "Vikram Das")];
  return {
    "hr.pipeline.jobs": () => [{ id: 3, jobTitle: "Platform Engineer" }],
    "hr.pipeline.column": (input: unknown) => {
      const { column } = input as { column: PipelineColumn };
      const data = cards.filter((one) => where.get(one.applicantId) === column);
      return { column, total: data.length, data, nextCursor: null };
    },
    "hr.applicants.move": async (input: unknown) => {
      const moved = input as { applicantId: number; status: string; toRound?: string };
      const result = await move(moved);
      where.set(moved.applicantId, moved.status === "rejected" ? "rejected" : "round-1");
      return result;
    },
    "hr.mails.list": () => ({ data: [{ id: "9", status: mailStatus() } as HrMail] }),
  };
}

const list = (name: string) => screen.getByRole("list", { name: `${name} applicants` });
const total = (column: string) => within(screen.getByRole("region", { name: new RegExp(`^${column}`) })).getByText(/^\d+$/);

describe("Pipeline board", () => {
  beforeEach(fakeLayout);
  afterEach(() => vi.restoreAllMocks());

  it("moves a card to Round 1 from the keyboard, at once, and toasts the move", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    const answer = deferred<unknown>();
    const moves: unknown[] = [];
    const { user } = await renderWithApp(<PipelineBoard department="Engineering" />, {
      user: HR,
      api: fakeServer((input) => {
        moves.push(input);
        return answer.promise;
      }),
    });
    await screen.findByRole("list", { name: "Resume Screening applicants" });
    expect(within(list("Resume Screening")).getByText("Asha Rao")).toBeInTheDocument();
    expect(within(list("Resume Screening")).getByRole("img", { name: "Rated 4 of 5" })).toBeInTheDocument();

    screen.getByRole("button", { name: "Move Asha Rao" }).focus();
    await user.keyboard("[Space]");
    expect(await screen.findByText("Picked up Asha Rao from Resume Screening.")).toBeInTheDocument();
    await user.keyboard("[ArrowRight]");
    expect(await screen.findByText("Asha Rao is over Round 1.")).toBeInTheDocument();
    await user.keyboard("[Space]");

    // Shown in Round 1 before the server answers.
    await waitFor(() => expect(within(list("Round 1")).getByText("Asha Rao")).toBeInTheDocument());
    expect(within(list("Resume Screening")).queryByText("Asha Rao")).not.toBeInTheDocument();
    expect(total("Round 1")).toHaveTextContent("1");
    expect(total("Resume Screening")).toHaveTextContent("1");
    expect(moves).toEqual([{ department: "Engineering", applicantId: 1, status: "cleared", toRound: "round_1" }]);

    answer.resolve({ applicant_id: 1, round: "Round 1", round_value: "round_1", round_status: "in_progress", mailId: "9" });
    await waitFor(() => expect(success).toHaveBeenCalledWith("Moved Asha Rao to Round 1; the mail is queued"));
    expect(within(list("Round 1")).getByText("Asha Rao")).toBeInTheDocument();
  });

  it("follows the move's mail: when the worker gives up on it, says so, with the way to the applicant's details", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const failure = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    vi.spyOn(toast, "success").mockImplementation(() => undefined);
    let status: MailStatus = "queued";
    const { user, calls } = await renderWithApp(<PipelineBoard department="Engineering" />, {
      user: HR,
      api: fakeServer(
        () => ({ applicant_id: 1, round: "Round 1", round_value: "round_1", round_status: "in_progress", mailId: "9" }),
        () => status,
      ),
    });
    await screen.findByRole("list", { name: "Resume Screening applicants" });
    screen.getByRole("button", { name: "Move Asha Rao" }).focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowRight]");
    await user.keyboard("[Space]");

    // Still queued at the first look: asked again until it is settled.
    await act(() => vi.advanceTimersByTimeAsync(MAIL_QUEUED_REFETCH_MS));
    await waitFor(() => expect(calls.filter((call) => call.path === "hr.mails.list")).toHaveLength(1));
    expect(calls.find((call) => call.path === "hr.mails.list")?.input).toEqual({ applicationId: 1 });
    expect(failure).not.toHaveBeenCalled();
    status = "failed";
    await act(() => vi.advanceTimersByTimeAsync(MAIL_QUEUED_REFETCH_MS));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(mailFailedMessage("Asha Rao"), expect.anything()));
    const [, options] = failure.mock.calls[0]!;
    expect(options?.action).toMatchObject({ label: "View details" });
  }, 15_000);

  it("puts the card back and toasts the server's message when the move is refused", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    const answer = deferred<unknown>();
    const { user } = await renderWithApp(<PipelineBoard department="Engineering" />, {
      user: HR,
      api: fakeServer(() => answer.promise),
    });
    await screen.findByRole("list", { name: "Resume Screening applicants" });

    screen.getByRole("button", { name: "Move Vikram Das" }).focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowRight]");
    await user.keyboard("[Space]");
    await waitFor(() => expect(within(list("Round 1")).getByText("Vikram Das")).toBeInTheDocument());

    answer.reject(apiError("CONFLICT", "This candidate withdrew the application", { reason: "APPLICATION_WITHDRAWN" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("This candidate withdrew the application"));
    await waitFor(() => expect(within(list("Resume Screening")).getByText("Vikram Das")).toBeInTheDocument());
    expect(screen.queryByRole("list", { name: "Round 1 applicants" })).not.toBeInTheDocument();
    expect(total("Round 1")).toHaveTextContent("0");
  });

  it("cancels with Escape without moving anyone, and skips columns the card cannot go to", async () => {
    const moves: unknown[] = [];
    const { user } = await renderWithApp(<PipelineBoard department="Engineering" />, {
      user: HR,
      api: fakeServer((input) => moves.push(input)),
    });
    await screen.findByRole("list", { name: "Resume Screening applicants" });

    screen.getByRole("button", { name: "Move Asha Rao" }).focus();
    await user.keyboard("[Space]");
    // Selected is not a target from Resume Screening: it is shown so and the arrows pass over it.
    await waitFor(() =>
      expect(within(screen.getByRole("region", { name: /^Selected/ })).getByText("Cannot move here")).toBeInTheDocument(),
    );
    await user.keyboard("[ArrowRight][ArrowRight][ArrowRight][ArrowRight][ArrowRight]");
    expect(await screen.findByText("Asha Rao is over Rejected.")).toBeInTheDocument();
    await user.keyboard("[Escape]");
    expect(await screen.findByText(/Moving Asha Rao was cancelled/)).toBeInTheDocument();
    expect(moves).toEqual([]);
    expect(within(list("Resume Screening")).getByText("Asha Rao")).toBeInTheDocument();
  });
});
