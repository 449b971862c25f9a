// The frame of every account page: a centred card with a heading, a line under it and a footer.
import type { ReactNode } from "react";
import { PageTitle } from "../../../components/page-title";

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title={title} />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
      </div>
    </section>
  );
}

export const TEXT_LINK_CLASS =
  "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300";
