// The board from the lg breakpoint: filters | list | detail, the first two resizable (defaults 260
// and 320 px, ranges 180-400 and 200-600) with sizes kept in local storage. A chunk of its own:
// phones never load the resizing code.
import { Group, Panel, Separator, useDefaultLayout } from "react-resizable-panels";
import type { BoardProps } from "./board-layout";

const separatorClass =
  "w-1.5 bg-slate-200 transition-colors hover:bg-brand-500 focus-visible:bg-brand-500 focus-visible:outline-none data-[separator=active]:bg-brand-600 dark:bg-slate-800";

export default function ResizableBoard({ filters, list, detail }: BoardProps) {
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
