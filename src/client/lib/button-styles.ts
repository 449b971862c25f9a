// The class names of the site's buttons and button-like links: a variant (its colours, light and
// dark) in a size, so every action of a kind looks alike.
import { cx } from "./cx";

/**
 * `outline`: the quiet bordered action (HR's table and toolbar buttons); `ghost`: no border until
 * hovered (toolbars, icon buttons); `link`: looks like a link, sized by the text around it;
 * `success`: a pressed Accept. `bare` has no look of its own, only the caller's classes: for a
 * button that is a whole list entry or picture, a disclosure trigger (each has its own look), an
 * item that must match the nav or menu links beside it, the board card's drag handle, and what
 * shows its state or sits on a backdrop (carousel dots, the favourite heart, the hero's pause).
 */
export type ButtonVariant = "primary" | "secondary" | "danger" | "success" | "outline" | "ghost" | "link" | "bare";

/** `sm`: compact table, toolbar and filter actions; `md`: the site's calls to action and dialog buttons. */
export type ButtonSize = "sm" | "md";

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; iconOnly?: boolean };

const BASE =
  "inline-flex items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const BOXES: Record<ButtonSize, string> = {
  sm: "gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium",
  md: "gap-2 rounded-lg px-5 py-3 font-semibold",
};

const ICON_BOXES: Record<ButtonSize, string> = { sm: "rounded-full p-1.5", md: "rounded-full p-2" };

const LINK_BOXES: Record<ButtonSize, string> = { sm: "rounded text-sm font-medium", md: "rounded font-medium" };

const COLOURS: Record<Exclude<ButtonVariant, "bare">, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-500",
  secondary:
    "text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 focus-visible:outline-brand-500 dark:text-indigo-300 dark:ring-indigo-400 dark:hover:bg-slate-800",
  danger: "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-500",
  // Its own hover colours in both themes: white text on a light hover was unreadable.
  success:
    "bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-brand-500 dark:bg-emerald-600 dark:text-slate-950 dark:hover:bg-emerald-500",
  outline: "ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-brand-500 dark:ring-slate-700 dark:hover:bg-slate-800",
  ghost:
    "text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white",
  link: "text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-brand-500 disabled:no-underline dark:text-indigo-300 dark:hover:text-indigo-200",
};

/** The classes of a button (or a link that looks like one) of this look, the caller's classes last. */
export function buttonClass({ variant = "primary", size = "md", iconOnly = false }: ButtonLook = {}, className?: string): string {
  if (variant === "bare") return cx(className);
  const boxes = variant === "link" ? LINK_BOXES : iconOnly ? ICON_BOXES : BOXES;
  return cx(BASE, boxes[size], COLOURS[variant], className);
}

export const BUTTON_PRIMARY = buttonClass({ variant: "primary" });

export const BUTTON_SECONDARY = buttonClass({ variant: "secondary" });
