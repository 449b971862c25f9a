// The board's three panels: from the lg breakpoint the resizable board (resizable-board.tsx);
// below it, filters (collapsible) above the list, then the detail.
import { lazy, Suspense, type ReactNode } from "react";
import { useMediaQuery } from "../use-media-query";

export type BoardProps = { filters: ReactNode; list: ReactNode; detail: ReactNode; activeFilterCount: number };

const WIDE = "(min-width: 1024px)";
const loadResizableBoard = () => import("./resizable-board");
// A wide screen starts loading the resizable board with this module, not at its first render.
if (typeof window !== "undefined" && window.matchMedia(WIDE).matches) void loadResizableBoard();
const ResizableBoard = lazy(loadResizableBoard);

function StackedBoard({ filters, list, detail, activeFilterCount }: BoardProps) {
  return (
    <div className="space-y-4 px-4 py-4">
      <details className="rounded-xl border border-slate-200 dark:border-slate-800">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500">
          Filters{activeFilterCount > 0 ? ` (${activeFilterCount} active)` : ""}
        </summary>
        {filters}
      </details>
      <div className="flex max-h-[60vh] flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">{list}</div>
      <div className="rounded-xl border border-slate-200 dark:border-slate-800">{detail}</div>
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
