// A drop on the board: the existing hr.applicants.move (same mail, same history row as the hiring
// rounds' Accept / Reject), applied to the columns at once and put back if the server refuses, with
// a toast either way; the move's mail is then followed until it is sent or has failed.
import { useMutation, type InfiniteData } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";
import type { Department } from "../../../../shared/departments";
import {
  COLUMN_ROUNDS,
  dropMove,
  PIPELINE_MESSAGES,
  type PipelineCard,
  type PipelineColumn,
  type PipelineColumnPage,
} from "../../../../shared/hr/pipeline";
import { serverMessage } from "../../../lib/error-message";
import { pipelineColumnInput } from "./pipeline-column";
import { watchQueuedMail } from "./watch-queued-mail";

export type BoardDrop = { card: PipelineCard; from: PipelineColumn; to: PipelineColumn };

const MOVE_FAILED = "Failed to move the applicant.";

type Pages = InfiniteData<PipelineColumnPage, string | null>;

function withoutCard(data: Pages | undefined, id: number): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const kept = page.data.filter((card) => card.applicantId !== id);
      return { ...page, data: kept, total: kept.length === page.data.length ? page.total : Math.max(0, page.total - 1) };
    }),
  };
}

function withCard(data: Pages | undefined, card: PipelineCard): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) =>
      index === 0 ? { ...page, data: [card, ...page.data], total: page.total + 1 } : { ...page, total: page.total + 1 },
    ),
  };
}

/** The card as the column it lands in shows it. */
function movedCard(card: PipelineCard, to: PipelineColumn): PipelineCard {
  if (to === "rejected") return { ...card, roundStatus: "rejected", overdue: false };
  if (to === "selected") return { ...card, roundStatus: "cleared", overdue: false };
  // Entering another round starts a new wait.
  return { ...card, roundValue: COLUMN_ROUNDS[to] ?? card.roundValue, overdue: false };
}

type Snapshot = { from: Pages | undefined; to: Pages | undefined };

/** `openDetails`: opens an applicant's details, offered when the move's mail fails. */
export function useBoardMove(department: Department, jobId: number | null, openDetails: (applicantId: number) => void) {
  const utils = trpc.useUtils();
  const columns = utils.hr.pipeline.column;
  const inputs = (drop: BoardDrop) => ({
    from: pipelineColumnInput(department, drop.from, jobId),
    to: pipelineColumnInput(department, drop.to, jobId),
  });

  return useMutation<{ mailId: string }, unknown, BoardDrop, Snapshot>({
    mutationFn: (drop) => {
      const move = dropMove(drop.from, drop.to);
      if (!move) throw new Error(MOVE_FAILED);
      return utils.client.hr.applicants.move.mutate({ department, applicantId: drop.card.applicantId, ...move });
    },
    onMutate: async (drop) => {
      const { from, to } = inputs(drop);
      await Promise.all([columns.cancel(from), columns.cancel(to)]);
      const snapshot = { from: columns.getInfiniteData(from), to: columns.getInfiniteData(to) };
      columns.setInfiniteData(from, (data) => withoutCard(data, drop.card.applicantId));
      columns.setInfiniteData(to, (data) => withCard(data, movedCard(drop.card, drop.to)));
      return snapshot;
    },
    onSuccess: ({ mailId }, drop) => {
      const { applicantId: applicationId, fullName: name } = drop.card;
      toast.success(PIPELINE_MESSAGES.moved(name, drop.to));
      void watchQueuedMail(utils, { mailId, applicationId, name }, () => openDetails(applicationId));
    },
    onError: (error, drop, snapshot) => {
      if (snapshot) {
        const { from, to } = inputs(drop);
        columns.setInfiniteData(from, snapshot.from);
        columns.setInfiniteData(to, snapshot.to);
      }
      toast.error(serverMessage(error, MOVE_FAILED));
    },
    onSettled: (_result, _error, drop) => {
      const { from, to } = inputs(drop);
      return Promise.all([columns.invalidate(from), columns.invalidate(to)]);
    },
  });
}
