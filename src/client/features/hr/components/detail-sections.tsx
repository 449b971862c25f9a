// Labelled facts in titled sections, for the candidate profile and the applicant detail modal.
import type { ReactNode } from "react";
import { withScheme } from "../../../../shared/input";

export type Fact = [label: string, value: ReactNode];

export function DetailSection({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <section className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 className="text-base font-semibold text-brand-700 dark:text-indigo-300">{title}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 break-words text-sm">{value === null || value === "" ? "Not specified" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A link the candidate typed: opened with https:// when it has no scheme, in a new tab. */
export function ExternalLink({ href }: { href: string | null }) {
  if (!href) return "Not specified";
  return (
    <a
      href={withScheme(href)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-700 underline underline-offset-2 dark:text-indigo-300"
    >
      {href}
    </a>
  );
}
