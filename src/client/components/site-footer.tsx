// The footer: company, tagline and social links, quick links, services, address, phone, e-mail,
// the copyright line with the current year, the privacy summary and links to the privacy policy and
// terms pages.
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { COMPANY } from "../../shared/company";
import { SERVICES } from "../content/home";
import { PRIVACY_POLICY, PRIVACY_SUMMARY, TERMS_OF_SERVICE } from "../content/legal";
import { FOOTER_QUICK_LINKS } from "../content/navigation";
import { AnchorLink } from "./anchor-link";
import { Icon, type IconName } from "./icon";
import { LogoMark } from "./logo";
import { formatLongDate } from "../lib/format-date";

const ESTABLISHED = formatLongDate(COMPANY.established);

const SOCIAL: { href: string; label: string; icon: IconName }[] = [
  { href: COMPANY.social.linkedin, label: `${COMPANY.name} on LinkedIn`, icon: "linkedin" },
  { href: COMPANY.social.instagram, label: `${COMPANY.name} on Instagram`, icon: "instagram" },
];

const LEGAL_LINKS = [
  { to: "/privacy", label: PRIVACY_POLICY.title },
  { to: "/terms", label: TERMS_OF_SERVICE.title },
] as const;

const LINK_CLASS = "rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-indigo-300";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            <LogoMark />
            {COMPANY.name}
          </p>
          <p className="mt-3">{COMPANY.tagline}</p>
          <p className="mt-2 text-xs">
            Established <time dateTime={COMPANY.established}>{ESTABLISHED}</time>
          </p>
          <ul className="mt-4 flex gap-2" aria-label="Social links">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="flex size-9 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700"
                >
                  <Icon name={s.icon} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Quick Links">
          {FOOTER_QUICK_LINKS.map((link) => (
            <li key={link.anchor}>
              <AnchorLink anchor={link.anchor} className={LINK_CLASS}>
                {link.label}
              </AnchorLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Services">
          {SERVICES.map((service) => (
            <li key={service.title}>{service.title}</li>
          ))}
        </FooterColumn>
        <FooterColumn title="Contact">
          <li className="flex gap-2">
            <Icon name="map-pin" className="mt-0.5 size-4" />
            <address className="not-italic">{COMPANY.address}</address>
          </li>
          <li className="flex gap-2">
            <Icon name="phone" className="mt-0.5 size-4" />
            <a href={COMPANY.phoneHref} className={LINK_CLASS}>
              {COMPANY.phone}
            </a>
          </li>
          <li className="flex gap-2">
            <Icon name="mail" className="mt-0.5 size-4" />
            <a href={`mailto:${COMPANY.email}`} className={LINK_CLASS}>
              {COMPANY.email}
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="space-y-1">
            <p>
              © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
            </p>
            <p className="max-w-2xl text-xs">{PRIVACY_SUMMARY}</p>
          </div>
          <ul className="flex gap-6">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={LINK_CLASS}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-4 space-y-2">{children}</ul>
    </div>
  );
}
