// One applicant on the pipeline board: name, job, applied date, rating (read-only stars) and a
// button opening the applicant's details. A card in a round column can be dragged: with the mouse or
// a long press anywhere on it, or from the keyboard on its move handle (Space lifts it).
import { useDraggable } from "@dnd-kit/core";
import type { KeyboardEventHandler } from "react";
import type { PipelineCard as Card, PipelineColumn } from "../../../../shared/hr/pipeline";
import { COLUMN_ROUNDS } from "../../../../shared/hr/pipeline";
import { RATING_MAX } from "../../../../shared/hr/notes";
import { cx } from "../../../lib/cx";
import { formatDay } from "../lib/format";
import { OverdueBadge } from "./round-outcome";
import { ScheduleInterviewButton } from "./schedule-interview-dialog";
import { describeScorecardSummary } from "../../../../shared/scorecards";
import { Button } from "../../../components/ui/button";

export type DragData = { card: Card; from: PipelineColumn };

const STAR_PATH = "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z";

function Stars({ rating }: { rating: number | null }) {
  const label = rating === null ? "Not rated" : `Rated ${rating} of ${RATING_MAX}`;
  return (
    <span role="img" aria-label={label} className="flex items-center">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cx(
            "size-4",
            rating !== null && index < rating ? "fill-amber-400 text-amber-500" : "fill-none text-slate-400 dark:text-slate-600",
          )}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

export function PipelineCardBody({ card, onOpen }: { card: Card; onOpen?: (id: number) => void }) {
  return (
    <div className="min-w-0 flex-1">
      <h3 className="truncate font-semibold text-slate-900 dark:text-slate-100">{card.fullName}</h3>
      <p className="truncate text-sm text-slate-600 dark:text-slate-400">{card.jobTitle ?? "General application"}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">Applied {formatDay(card.appliedAt)}</p>
      {card.overdue ? (
        <p className="mt-1">
          <OverdueBadge />
        </p>
      ) : null}
      {card.scorecards ? (
        <p className="truncate text-xs font-medium text-slate-700 dark:text-slate-300">{describeScorecardSummary(card.scorecards)}</p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <Stars rating={card.rating} />
        {onOpen ? (
          <Button variant="outline" size="sm" aria-label={`View details of ${card.fullName}`} onClick={() => onOpen(card.applicantId)}>
            Details
          </Button>
        ) : null}
      </div>
      {onOpen && card.roundStatus === "in_progress" ? (
        <div className="mt-2">
          <ScheduleInterviewButton applicationId={card.applicantId} candidateName={card.fullName} className="w-full" />
        </div>
      ) : null}
    </div>
  );
}

const CARD_CLASS = "flex gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-800";

export function PipelineCard({ card, column, onOpen }: { card: Card; column: PipelineColumn; onOpen: (id: number) => void }) {
  const movable = COLUMN_ROUNDS[column] !== undefined;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.applicantId,
    data: { card, from: column } satisfies DragData,
    disabled: !movable,
  });
  // The mouse and a long press drag from anywhere on the card; the keyboard only from its handle, so
  // Space on "Details" opens the details.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      data-applicant-id={card.applicantId}
      {...pointerListeners}
      className={cx(CARD_CLASS, movable && "cursor-grab", isDragging && "opacity-40")}
    >
      {movable ? (
        <Button
          variant="bare"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={onKeyDown as KeyboardEventHandler | undefined}
          aria-label={`Move ${card.fullName}`}
          className="-my-1 -ml-1 flex w-6 shrink-0 cursor-grab items-center justify-center rounded text-slate-400 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-700"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
          </svg>
        </Button>
      ) : null}
      <PipelineCardBody card={card} onOpen={onOpen} />
    </li>
  );
}

/** The card under the pointer while it is dragged (drawn above the columns, which scroll). */
export function PipelineCardPreview({ card }: { card: Card }) {
  return (
    <div data-drag-preview className={cx(CARD_CLASS, "w-64 cursor-grabbing shadow-lg ring-2 ring-brand-500")}>
      <PipelineCardBody card={card} />
    </div>
  );
}
