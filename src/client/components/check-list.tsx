// A list of points, each a check mark, a bold title and a line of text (reasons to choose us,
// what to expect when joining).
import { cx } from "../lib/cx";
import { Icon } from "./icon";

type CheckListProps = {
  items: readonly { title: string; text: string }[];
  /** The list's layout (grid columns, gaps, margin). */
  className: string;
  /** Smaller text under the titles. */
  compact?: boolean;
};

export function CheckList({ items, className, compact }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <CheckItem item={item} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

/** One point's mark and words, inside an `<li className="flex gap-3">`. */
export function CheckItem({ item, compact }: { item: { title: string; text: string }; compact?: boolean }) {
  return (
    <>
      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-600 text-white">
        <Icon name="check" className="size-4" />
      </span>
      <span>
        <span className="block font-semibold text-slate-900 dark:text-white">{item.title}</span>
        <span className={cx("text-slate-600 dark:text-slate-300", compact && "text-sm")}>{item.text}</span>
      </span>
    </>
  );
}
