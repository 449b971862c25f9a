// The home page's contact section (#contact): the company's address, phone, e-mail and hours, and
// the contact form, loaded after the page itself since it sits below the fold.
import { lazy, Suspense, type ReactNode } from "react";
import { COMPANY } from "../../../../shared/company";
import { Icon, type IconName } from "../../../components/icon";
import { SectionHeading } from "../../../components/section-heading";

const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="contact-title"
          eyebrow="Contact Us"
          title="Let's talk"
          lead="Questions about a programme, a project or a partnership? Send us a message and we will reply within two working days."
        />
        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_2fr]">
          <ul className="space-y-6">
            <ContactFact icon="map-pin" label="Address">
              <address className="not-italic">{COMPANY.address}</address>
            </ContactFact>
            <ContactFact icon="phone" label="Phone">
              <a href={COMPANY.phoneHref} className="hover:underline">
                {COMPANY.phone}
              </a>
            </ContactFact>
            <ContactFact icon="mail" label="Email">
              <a href={`mailto:${COMPANY.email}`} className="hover:underline">
                {COMPANY.email}
              </a>
            </ContactFact>
            <ContactFact icon="clock" label="Office hours">
              {COMPANY.hours}
            </ContactFact>
          </ul>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}

function ContactFact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Icon name={icon} />
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{label}</p>
        <div className="mt-1 text-slate-600 dark:text-slate-300">{children}</div>
      </div>
    </li>
  );
}

/** Holds the form's height while its code loads, so nothing below it moves. */
function FormPlaceholder() {
  return (
    <div role="status" className="h-[29rem] animate-pulse rounded-lg bg-slate-100 sm:h-[25rem] dark:bg-slate-800">
      <span className="sr-only">Loading the contact form…</span>
    </div>
  );
}
