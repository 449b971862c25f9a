// The short privacy policy and terms of service, the targets of the footer's #privacy and #terms.
import { COMPANY } from "../../../../shared/company";
import { formatLongDate } from "../../../components/format-date";
import { LEGAL_SECTIONS } from "../../../content/legal";

export function LegalSections() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {LEGAL_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
            {section.title}
          </h2>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Last updated <time dateTime={section.updated}>{formatLongDate(section.updated)}</time>
          </p>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-2 text-xs leading-relaxed text-slate-600 dark:text-slate-400">
              {text}
            </p>
          ))}
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            Questions:{" "}
            <a href={`mailto:${COMPANY.email}`} className="font-medium text-brand-700 underline dark:text-indigo-300">
              {COMPANY.email}
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}
