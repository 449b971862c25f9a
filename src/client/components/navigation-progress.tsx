// A thin bar along the top of the window while the router loads the next page (its code or its
// data), so a click that takes a moment visibly did something. It fades in only after 150 ms
// (styles.css), so quick navigations do not flash.
import { useRouterState } from "@tanstack/react-router";

export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === "pending" });
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="nav-progress fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-brand-100 dark:bg-brand-700/40"
    >
      <div className="nav-progress-segment h-full w-1/3 bg-brand-600 dark:bg-brand-500" />
    </div>
  );
}
