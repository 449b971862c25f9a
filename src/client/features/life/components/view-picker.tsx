// The tab dropdown of /life-at-rft: a button naming the current view and a list of the four views.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { cx } from "../../../lib/cx";
import { DisclosureButton } from "../../../components/disclosure-button";
import { Icon } from "../../../components/icon";
import { useDismiss } from "../../../hooks/use-dismiss";
import { LIFE_VIEWS, type LifeViewId } from "../life-views";

export function ViewPicker({ current }: { current: LifeViewId }) {
  const [open, setOpen] = useState(false);
  const { containerRef, buttonRef } = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  const label = LIFE_VIEWS.find((view) => view.id === current)?.label;

  return (
    <div ref={containerRef} className="relative inline-block text-left">
      <DisclosureButton
        ref={buttonRef}
        expanded={open}
        controls="life-views"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-w-64 items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
      >
        <span>
          <span className="sr-only">View: </span>
          {label}
        </span>
        <Icon name="chevron-down" className={cx("size-4 transition-transform duration-[180ms]", open && "rotate-180")} />
      </DisclosureButton>
      <ul
        id="life-views"
        aria-label="Views"
        className={cx(
          "absolute left-1/2 z-30 mt-2 w-72 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl transition-[opacity,visibility] duration-[180ms] motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900",
          open ? "visible opacity-100" : "invisible opacity-0",
        )}
      >
        {LIFE_VIEWS.map((view) => (
          <li key={view.id}>
            <Link
              to="/life-at-rft"
              search={{ view: view.id }}
              resetScroll={false}
              onClick={() => setOpen(false)}
              aria-current={view.id === current ? "page" : undefined}
              className={cx(
                "flex items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800",
                view.id === current ? "text-brand-700 dark:text-indigo-300" : "text-slate-800 dark:text-slate-200",
              )}
            >
              {view.label}
              {view.id === current && <Icon name="check" className="size-4" />}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
