// The six services the company offers.
import { Icon } from "../../../components/icon";
import { SectionHeading } from "../../../components/section-heading";
import { SERVICES } from "../../../content/home";

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title="What we offer"
          lead="Six ways we help learners, founders, universities and companies grow with technology."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li
              key={service.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                <Icon name={service.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{service.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{service.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
