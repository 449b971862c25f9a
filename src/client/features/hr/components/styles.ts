// Class names shared by the HR screens' form fields, cards and tables.
export const INPUT =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500";

export const LABEL = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200";

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

export const DANGER_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-5 py-3 font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-not-allowed disabled:opacity-60";

/** A phone's card of a table row (below md); the table itself shows from md up. */
export const ROW_CARD = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900";

export const TABLE = "min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800";
export const TH = "whitespace-nowrap px-3 py-2 font-semibold text-slate-700 dark:text-slate-200";
/** Cells keep to one line: on a narrow screen the table scrolls sideways instead of squashing. */
export const TD = "whitespace-nowrap px-3 py-2 align-top text-slate-700 dark:text-slate-300";
/** Except a person's name: a long one wraps (the column keeps 10rem), so it cannot push the row's actions out of view. */
export const NAME_TD = "min-w-40 px-3 py-2 align-top font-medium text-slate-900 dark:text-slate-100";
