// The heading block every section starts with: a small eyebrow, the title and an optional lead.
import { cx } from "../lib/cx";

type SectionHeadingProps = {
  id?: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
  /** The heading level; sections inside a page use h2, page headers h1. */
  as?: "h1" | "h2";
};

export function SectionHeading({ id, eyebrow, title, lead, align = "center", as: Heading = "h2" }: SectionHeadingProps) {
  return (
    <div className={cx("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-indigo-300">{eyebrow}</p>
      <Heading
        id={id}
        className={cx(
          "mt-2 font-bold tracking-tight text-slate-900 dark:text-white",
          Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
        )}
      >
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{lead}</p>}
    </div>
  );
}
