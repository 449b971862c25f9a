// One column of the pipeline board: its name and total, its cards (20 at a time, "Load more" for the
// next page) and, while a card is dragged, whether the card may be dropped here.
import { useDroppable } from "@dnd-kit/core";
import { PIPELINE_COLUMN_LABELS, PIPELINE_MESSAGES, type PipelineColumn as Column } from "../../../../shared/hr/pipeline";
import { cx } from "../../../lib/cx";
import { usePipelineColumn, type ColumnInput } from "../api/pipeline-column";
import { PipelineCard } from "./pipeline-card";
import { Button } from "../../../components/ui/button";

type Props = {
  input: ColumnInput & { column: Column };
  /** While a card is dragged: whether it may be dropped here (undefined when nothing is dragged). */
  droppable: boolean | undefined;
  onOpen: (id: number) => void;
};

export function PipelineColumn({ input, droppable, onOpen }: Props) {
  const { column } = input;
  const label = PIPELINE_COLUMN_LABELS[column];
  const query = usePipelineColumn(input);
  const { setNodeRef, isOver } = useDroppable({ id: column, disabled: droppable !== true });
  const pages = query.data?.pages ?? [];
  const cards = pages.flatMap((page) => page.data);
  const total = pages[0]?.total;
  const headingId = `pipeline-column-${column}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={column}
      className={cx(
        // relative: its sr-only texts stay inside the scrolling row, not widening the page.
        "relative flex w-72 shrink-0 flex-col rounded-xl border bg-slate-50 p-3 transition-colors dark:bg-slate-900/60",
        droppable === undefined && "border-slate-200 dark:border-slate-800",
        droppable === true && "border-dashed border-brand-500 dark:border-indigo-400",
        droppable === true && isOver && "bg-brand-50 dark:bg-slate-800",
        droppable === false && "border-slate-200 opacity-50 dark:border-slate-800",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 font-semibold text-slate-900 dark:text-slate-100">
        <span>{label}</span>
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
          <span className="sr-only">Total: </span>
          {total ?? "…"}
        </span>
      </h2>
      {droppable === false ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Cannot move here</p> : null}
      <div className="mt-3 flex-1">
        {query.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            Loading {label}…
          </p>
        ) : query.isError ? (
          <div role="alert" className="py-4 text-center text-sm text-red-700 dark:text-red-300">
            <p>{PIPELINE_MESSAGES.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : cards.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{PIPELINE_MESSAGES.noCards}</p>
        ) : (
          <ul aria-label={`${label} applicants`} className="grid gap-2">
            {cards.map((card) => (
              <PipelineCard key={card.applicantId} card={card} column={column} onOpen={onOpen} />
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-3 w-full"
            disabled={query.isFetchingNextPage}
            aria-label={`Load more ${label} applicants`}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
