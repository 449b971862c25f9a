// The board's three panels: from the lg breakpoint the resizable board (resizable-board.tsx);
// below it, filters (collapsible) above the list, then the detail, which is scrolled into view
// when the user picks a job (else the change would happen below the fold).
import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { scrollBehavior } from "../../../components/use-reduced-motion";
import { useMediaQuery } from "../use-media-query";

export type BoardProps = {
  filters: ReactNode;
  list: ReactNode;
  detail: ReactNode;
  activeFilterCount: number;
  /** Counts the user's picks of a job; each new one brings the detail into view where it sits below the list. */
  detailRequests: number;
};

const WIDE = "(min-width: 1024px)";
const loadResizableBoard = () => import("./resizable-board");
// A wide screen starts loading the resizable board with this module, not at its first render.
if (typeof window !== "undefined" && window.matchMedia(WIDE).matches) void loadResizableBoard();
const ResizableBoard = lazy(loadResizableBoard);

function StackedBoard({ filters, list, detail, activeFilterCount, detailRequests }: BoardProps) {
  const detailPanel = useRef<HTMLDivElement>(null);
  const answered = useRef(detailRequests);
  useEffect(() => {
    if (detailRequests === answered.current) return;
    answered.current = detailRequests;
    detailPanel.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  }, [detailRequests]);
  return (
    <div className="space-y-4 px-4 py-4">
      <details className="rounded-xl border border-slate-200 dark:border-slate-800">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500">
          Filters{activeFilterCount > 0 ? ` (${activeFilterCount} active)` : ""}
        </summary>
        {filters}
      </details>
      <div className="flex max-h-[60vh] flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">{list}</div>
      {/* The margin keeps the detail's top clear of the sticky header. */}
      <div ref={detailPanel} className="scroll-mt-20 rounded-xl border border-slate-200 dark:border-slate-800">
        {detail}
      </div>
    </div>
  );
}

export function BoardLayout(props: BoardProps) {
  const wide = useMediaQuery(WIDE);
  if (!wide) return <StackedBoard {...props} />;
  return (
    <Suspense fallback={<StackedBoard {...props} />}>
      <ResizableBoard {...props} />
    </Suspense>
  );
}
