// The board's three panels. From the lg breakpoint: filters | list | detail, the first two
// resizable (defaults 260 and 320 px, ranges 180-400 and 200-600) with sizes kept in local
// storage. Below it: filters (collapsible) above the list, then the detail, which is scrolled
// into view when the user picks a job (else the change would happen below the fold).
import { useEffect, useRef, type ReactNode } from "react";
import { Group, Panel, Separator, useDefaultLayout } from "react-resizable-panels";
import { scrollBehavior } from "../../../hooks/use-reduced-motion";
import { useMediaQuery } from "../use-media-query";

type Props = {
  filters: ReactNode;
  list: ReactNode;
  detail: ReactNode;
  activeFilterCount: number;
  /** Counts the user's picks of a job; each new one brings the detail into view where it sits below the list. */
  detailRequests: number;
};

const separatorClass =
  "w-1.5 bg-slate-200 transition-colors hover:bg-brand-500 focus-visible:bg-brand-500 focus-visible:outline-none data-[separator=active]:bg-brand-600 dark:bg-slate-800";

function ResizableBoard({ filters, list, detail }: Props) {
  const layout = useDefaultLayout({ id: "jobs-board-panels", storage: localStorage });
  return (
    <Group orientation="horizontal" className="h-[calc(100vh-4rem)] border-t border-slate-200 dark:border-slate-800" {...layout}>
      <Panel id="filters" defaultSize={260} minSize={180} maxSize={400} groupResizeBehavior="preserve-pixel-size">
        <aside aria-label="Filters" className="h-full overflow-y-auto">
          {filters}
        </aside>
      </Panel>
      <Separator className={separatorClass} aria-label="Resize filters" />
      <Panel id="list" defaultSize={320} minSize={200} maxSize={600} groupResizeBehavior="preserve-pixel-size">
        <div className="h-full">{list}</div>
      </Panel>
      <Separator className={separatorClass} aria-label="Resize job list" />
      <Panel id="detail" minSize={320}>
        <div className="h-full overflow-y-auto">{detail}</div>
      </Panel>
    </Group>
  );
}

function StackedBoard({ filters, list, detail, activeFilterCount, detailRequests }: Props) {
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

export function BoardLayout(props: Props) {
  const wide = useMediaQuery("(min-width: 1024px)");
  return wide ? <ResizableBoard {...props} /> : <StackedBoard {...props} />;
}
