// A programme page (/mdu, /crd): header, stat tiles, four feature cards, four highlights, the
// gallery, and Enroll Now, which tells the visitor whom to contact (spec doc 2 §2).
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { Icon, type IconName } from "../../../components/icon";
import { PageTitle } from "../../../components/page-title";
import { SectionHeading } from "../../../components/section-heading";
import type { Programme } from "../../../content/programmes";
import { EnrollNowButton } from "./enroll-now-button";
import { ProgrammeGallery } from "./programme-gallery";

const FEATURE_ICONS: IconName[] = ["education", "consulting", "briefcase", "university"];

export function ProgrammePage({ programme }: { programme: Programme }) {
  const titleId = `${programme.slug}-title`;
  return (
    <div>
      <PageTitle title={programme.eyebrow} />
      <header className="bg-gradient-to-br from-indigo-800 via-indigo-700 to-teal-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-100">{programme.eyebrow}</p>
          <h1 id={titleId} className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {programme.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-indigo-50">{programme.intro}</p>
          <EnrollNowButton
            withArrow
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-indigo-900 shadow hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          />
        </div>
      </header>

      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6 sm:py-20">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {programme.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-1 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-700 dark:text-indigo-300">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby={`${programme.slug}-features`}>
          <SectionHeading id={`${programme.slug}-features`} eyebrow="What you learn" title="Four tracks, one programme" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {programme.features.map((feature, i) => (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                  <Icon name={FEATURE_ICONS[i % FEATURE_ICONS.length] ?? "education"} />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${programme.slug}-highlights`}>
          <SectionHeading id={`${programme.slug}-highlights`} eyebrow="Highlights" title="What makes it different" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {programme.highlights.map((highlight) => (
              <li key={highlight.title} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
                <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                  <Icon name="check" className="size-4 text-teal-600 dark:text-teal-400" />
                  {highlight.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{highlight.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${programme.slug}-gallery`}>
          <SectionHeading id={`${programme.slug}-gallery`} eyebrow="Gallery" title="Inside the programme" />
          <div className="mt-10">
            <ProgrammeGallery pictures={programme.gallery} />
          </div>
        </section>

        <div className="text-center">
          <EnrollNowButton className={BUTTON_PRIMARY} />
        </div>
      </div>
    </div>
  );
}
