// /company: who the company is, opened in a new tab from "Learn About Us".
import { Link } from "@tanstack/react-router";
import { COMPANY } from "../../../../shared/company";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "../../../lib/button-styles";
import { PageTitle } from "../../../components/page-title";
import { SectionHeading } from "../../../components/section-heading";
import { MISSION, SERVICES, VISION } from "../../../content/home";
import { formatLongDate } from "../../../lib/format-date";

const ESTABLISHED = formatLongDate(COMPANY.established);

export function CompanyPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-16 px-4 py-16 sm:px-6 sm:py-20">
      <PageTitle title="About the company" />
      <SectionHeading
        as="h1"
        eyebrow="About the company"
        title={COMPANY.name}
        lead={`Established on ${ESTABLISHED}, ${COMPANY.name} brings AI-powered education, startup incubation, events, university collaboration, consulting and community building under one roof. Our programmes are delivered by ${COMPANY.trainingCompany}.`}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <article className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Our Mission</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{MISSION}</p>
        </article>
        <article className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Our Vision</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{VISION}</p>
        </article>
      </div>
      <section aria-labelledby="company-services-title">
        <h2 id="company-services-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          What we do
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <div key={service.title}>
              <dt className="font-semibold text-slate-900 dark:text-white">{service.title}</dt>
              <dd className="mt-1 text-slate-600 dark:text-slate-300">{service.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="company-contact-title" className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
        <h2 id="company-contact-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          Visit or write to us
        </h2>
        <address className="mt-4 space-y-1 not-italic text-slate-700 dark:text-slate-300">
          <p>{COMPANY.address}</p>
          <p>
            <a href={COMPANY.phoneHref} className="underline">
              {COMPANY.phone}
            </a>{" "}
            ·{" "}
            <a href={`mailto:${COMPANY.email}`} className="underline">
              {COMPANY.email}
            </a>
          </p>
        </address>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" hash="contact" className={BUTTON_PRIMARY}>
            Contact us
          </Link>
          <Link to="/careers" className={BUTTON_SECONDARY}>
            Careers
          </Link>
        </div>
      </section>
    </div>
  );
}
