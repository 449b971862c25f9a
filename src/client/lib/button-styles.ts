// The class names of the site's buttons and button-like links, so every call to action looks alike.
const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

export const BUTTON_PRIMARY = `${BASE} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-500`;

export const BUTTON_SECONDARY = `${BASE} text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 focus-visible:outline-brand-500 dark:text-indigo-300 dark:ring-indigo-400 dark:hover:bg-slate-800`;

export const BUTTON_DANGER = `${BASE} bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-500`;

/** `bare`: no look of its own, the caller's classes only (HR's compact table actions, link-like buttons). */
export type ButtonVariant = "primary" | "secondary" | "danger" | "bare";

export const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: BUTTON_PRIMARY,
  secondary: BUTTON_SECONDARY,
  danger: BUTTON_DANGER,
  bare: "",
};
