// Labelled values of the profile as a definition list: label beside value from the small breakpoint
// up, stacked on a phone. An empty value reads "Not provided".
import type { ReactNode } from "react";

export type Fact = [term: string, value: ReactNode];

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="-mt-2 min-w-0 wrap-anywhere text-slate-900 sm:mt-0 dark:text-slate-100">
            {value === null || value === "" ? <span className="text-slate-500 dark:text-slate-400">Not provided</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
