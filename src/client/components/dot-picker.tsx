// The dots under a carousel or rotator: one button per item, the current one long, pressing one shows it.
import { cx } from "../lib/cx";
import { Button } from "./ui/button";

const TONES = {
  /** On the page's background. */
  brand: { focus: "focus-visible:outline-brand-500", current: "w-6 bg-brand-600 dark:bg-indigo-300", other: "w-2.5 bg-slate-400" },
  /** On a dark, coloured panel. */
  light: { focus: "focus-visible:outline-white", current: "w-6 bg-white", other: "w-2.5 bg-white/50" },
} as const;

type DotPickerProps = {
  count: number;
  current: number;
  onPick: (index: number) => void;
  /** The group's name. */
  label: string;
  /** Each dot's name. */
  dotLabel: (index: number) => string;
  tone: keyof typeof TONES;
  className?: string;
};

export function DotPicker({ count, current, onPick, label, dotLabel, tone, className }: DotPickerProps) {
  const colours = TONES[tone];
  return (
    <div className={cx("flex gap-1", className)} role="group" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Button
          key={i}
          variant="bare"
          onClick={() => onPick(i)}
          aria-label={dotLabel(i)}
          aria-current={i === current}
          className={cx("flex size-6 items-center justify-center rounded-full focus-visible:outline-2", colours.focus)}
        >
          <span className={cx("block h-2.5 rounded-full transition-all", i === current ? colours.current : colours.other)} />
        </Button>
      ))}
    </div>
  );
}
