// The look of the site's text inputs, selects and textareas (light and dark, focus, invalid,
// disabled), in two sizes: `sm` for dense screens and panels, `md` for the account and contact forms.
import { cx } from "./cx";

export type ControlSize = "sm" | "md";

const CONTROL =
  "block w-full rounded-lg border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-100 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800";

const SIZES: Record<ControlSize, string> = { sm: "px-3 py-2 text-sm", md: "px-3 py-2.5" };

export function controlClass(size: ControlSize = "sm", className?: string): string {
  return cx(CONTROL, SIZES[size], className);
}

/** A field's label (or a group's legend). */
export const LABEL_CLASS = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200";
