// The screen a signed-in route shows while its code or data loads (see route-states.ts for when):
// a spinner, and a status line for screen readers.
export function RoutePending() {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 px-4 py-16 text-slate-600 dark:text-slate-400"
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600 motion-reduce:animate-none dark:border-slate-700 dark:border-t-indigo-400"
      />
      <p>Loading...</p>
    </div>
  );
}
