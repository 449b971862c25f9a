// The analytics charts' series colours: mid-tones (Tailwind's 500s) that stay readable on the light
// card and on the dark one.
export const CHART_COLORS = {
  indigo: "#6366f1",
  emerald: "#10b981",
  red: "#ef4444",
  amber: "#f59e0b",
  slate: "#94a3b8",
  sky: "#0ea5e9",
} as const;

const PERCENT = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const NUMBER = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** A share, or "—" when there is nothing to divide by. */
export const formatShare = (part: number, whole: number) => (whole === 0 ? "—" : PERCENT.format(part / whole));
/** Days (null: no application counted) or a count. */
export const formatNumber = (value: number | null) => (value === null ? "—" : NUMBER.format(value));
