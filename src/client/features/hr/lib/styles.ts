// Class names shared by the HR screens' cards and small row buttons.
export const CARD = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";

const SMALL_BUTTON_BASE =
  "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50";

export const SMALL_BUTTON = `${SMALL_BUTTON_BASE} ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800`;

/**
 * A pressed Accept / Reject: its own hover colours, never the plain button's light ones (white text
 * on a slate-100 hover was unreadable), in both themes.
 */
export const PRESSED_BUTTON = {
  accept: `${SMALL_BUTTON_BASE} bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800 dark:bg-emerald-600 dark:text-slate-950 dark:ring-emerald-600 dark:hover:bg-emerald-500`,
  reject: `${SMALL_BUTTON_BASE} bg-red-700 text-white ring-red-700 hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:ring-red-500 dark:hover:bg-red-400`,
} as const;
