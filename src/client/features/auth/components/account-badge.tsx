// The signed-in user's round initials badge.
import { cx } from "../../../lib/cx";

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("") || "?";
}

export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
