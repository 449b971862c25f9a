// /privacy and /terms: one legal text a page, with its date (and version, where consents name it)
// and whom to ask. The footer links here rather than carrying both texts on every page.
import type { ReactNode } from "react";
import { COMPANY } from "../../../../shared/company";
import { formatLongDate } from "../../../lib/format-date";
import { PageTitle } from "../../../components/page-title";
import type { LegalSection } from "../../../content/legal";

export const LEGAL_LINK_CLASS =
  "rounded font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300";

type LegalPageProps = {
  section: LegalSection;
  /** The text's version, shown beside its date. */
  version?: string;
  /** What follows the opening paragraphs. */
  children?: ReactNode;
};

export function LegalPage({ section, version, children }: LegalPageProps) {
  return (
    <article aria-labelledby={`${section.id}-title`} className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <PageTitle title={section.title} />
      <h1 id={`${section.id}-title`} className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        {section.title}
      </h1>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {version ? <>Version {version} · </> : null}
        Last updated <time dateTime={section.updated}>{formatLongDate(section.updated)}</time>
      </p>
      <div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        {section.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {children}
        <p>
          Questions:{" "}
          <a href={`mailto:${COMPANY.email}`} className={LEGAL_LINK_CLASS}>
            {COMPANY.email}
          </a>
        </p>
      </div>
    </article>
  );
}
