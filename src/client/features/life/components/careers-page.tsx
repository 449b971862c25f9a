// /careers: where careers at the company start: why join, and the ways in.
import { Link } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../../../components/button-styles";
import { Icon, type IconName } from "../../../components/icon";
import { PageTitle } from "../../../components/page-title";
import { SectionHeading } from "../../../components/section-heading";
import type { FileRouteTypes } from "../../../route-tree.gen";
import { CULTURE_VALUES } from "../../../content/life";

const PATHS: { to: FileRouteTypes["to"]; icon: IconName; title: string; text: string }[] = [
  { to: "/job-board", icon: "briefcase", title: "Jobs board", text: "Every open position, with filters by department, type and level." },
  { to: "/life-at-rft", icon: "community", title: "Life at RFT", text: "Our offices, culture, projects and numbers." },
  { to: "/employee-says", icon: "education", title: "What Our Employees Say", text: "Nine colleagues on working here." },
];

export function CareersPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 sm:py-20">
      <PageTitle title="Careers" />
      <div className="text-center">
        <SectionHeading
          as="h1"
          eyebrow="Careers"
          title="Build the future of learning with us"
          lead="We are a young company with a big mission. Join engineers, researchers, trainers and mentors who turn AI into opportunities for students and founders."
        />
        <Link to="/job-board" className={`${BUTTON_PRIMARY} mt-8`}>
          See open positions
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {PATHS.map((path) => (
          <li key={path.to}>
            <Link
              to={path.to}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                <Icon name={path.icon} />
              </span>
              <span className="mt-4 block text-lg font-semibold text-slate-900 dark:text-white">{path.title}</span>
              <span className="mt-1 block text-slate-600 dark:text-slate-300">{path.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="why-title">
        <SectionHeading id="why-title" eyebrow="Why join" title="What you can expect" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CULTURE_VALUES.map((value) => (
            <li key={value.title} className="flex gap-3">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-600 text-white">
                <Icon name="check" className="size-4" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{value.title}</span>
                <span className="text-slate-600 dark:text-slate-300">{value.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
