// A titled section of the marketing pages whose body is a grid of items (values, projects, points):
// up to three columns, each item drawn by the caller.
import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

type GridSectionProps<Item extends { title: string }> = {
  /** Names the heading's id (`<name>-title`), which labels the section. */
  name: string;
  eyebrow: string;
  title: string;
  items: readonly Item[];
  itemClassName?: string;
  children: (item: Item) => ReactNode;
};

export function GridSection<Item extends { title: string }>({
  name,
  eyebrow,
  title,
  items,
  itemClassName,
  children,
}: GridSectionProps<Item>) {
  return (
    <section aria-labelledby={`${name}-title`}>
      <SectionHeading id={`${name}-title`} eyebrow={eyebrow} title={title} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
