// A row of figures (value over label).
import type { TestimonialStat } from "../../../content/testimonials";

export function StatTiles({ stats }: { stats: TestimonialStat[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse gap-1 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{stat.label}</dt>
          <dd className="text-3xl font-bold text-brand-700 dark:text-indigo-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
